import { formatDateLong } from "~/utils/format";

/** "24. Dezember 2026, 09:00": a publication's day and time (Vienna), as the hub words it. */
export function formatPublishAt(day: string, time: string): string {
  return `${formatDateLong(`${day}T12:00:00Z`)}, ${time}`;
}
