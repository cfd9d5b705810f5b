// HTTP-date (RFC 9110 §5.6.7): the preferred IMF-fixdate and the two obsolete forms a recipient
// must still accept. Anything else is no date: If-Modified-Since with such a value is ignored
// (RFC 9110 §13.1.3), where Date.parse would take "2099", "1" or "Mai 2030" as a date.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
const LONG_DAY = "(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)";
const MONTH = `(${MONTHS.join("|")})`;
const TIME = "(\\d{2}):(\\d{2}):(\\d{2})";

/** Sun, 06 Nov 1994 08:49:37 GMT */
const IMF_FIXDATE = new RegExp(`^${DAY}, (\\d{2}) ${MONTH} (\\d{4}) ${TIME} GMT$`);
/** Sunday, 06-Nov-94 08:49:37 GMT */
const RFC850_DATE = new RegExp(`^${LONG_DAY}, (\\d{2})-${MONTH}-(\\d{2}) ${TIME} GMT$`);
/** Sun Nov  6 08:49:37 1994 */
const ASCTIME_DATE = new RegExp(`^${DAY} ${MONTH} ([ \\d]\\d) ${TIME} (\\d{4})$`);

/**
 * Milliseconds since the epoch of an HTTP-date, or null when the text is not one (including
 * impossible days and times such as 31 Feb or 25:00:00).
 * @param {string} text
 * @returns {number | null}
 */
export function parseHttpDate(text) {
  const value = text.trim();
  /** @type {string[] | null} year, month name, day, hours, minutes, seconds */
  let parts = null;
  let match = IMF_FIXDATE.exec(value);
  if (match) parts = [match[3], match[2], match[1], match[4], match[5], match[6]].map(String);
  else if ((match = RFC850_DATE.exec(value))) {
    // Two-digit years: RFC 9110 reads a year more than 50 years ahead as the past century's.
    const short = Number(match[3]);
    const now = new Date().getUTCFullYear();
    let year = Math.floor(now / 100) * 100 + short;
    if (year > now + 50) year -= 100;
    parts = [String(year), String(match[2]), String(match[1]), String(match[4]), String(match[5]), String(match[6])];
  } else if ((match = ASCTIME_DATE.exec(value)))
    parts = [match[6], match[1], String(match[2]).trim(), match[3], match[4], match[5]].map(String);
  if (!parts) return null;
  const [y, m, d, h, min, s] = [
    Number(parts[0]),
    MONTHS.indexOf(String(parts[1])),
    Number(parts[2]),
    Number(parts[3]),
    Number(parts[4]),
    Number(parts[5]),
  ];
  if (h > 23 || min > 59 || s > 60) return null;
  const time = Date.UTC(y, m, d, h, min, Math.min(s, 59));
  const date = new Date(time);
  // Date.UTC rolls 31 Feb over into March: such a day does not exist.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m || date.getUTCDate() !== d) return null;
  return time;
}
