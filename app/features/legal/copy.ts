import { configured, site } from "~/config/site";
import { footerContent } from "~/shell/copy/footer";

/**
 * Impressum and privacy policy, fed from the site config. Placeholders ("[…]") are shown as they
 * are, highlighted, until the owner fills them in; an optional field set to "" is left out.
 */

export type LegalFact = {
  label: string;
  /** One entry per line (e.g. an address). */
  value: string | readonly string[];
  href?: string;
};

export type LegalBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[] }
  | { kind: "facts"; items: readonly LegalFact[] }
  | { kind: "link"; label: string; href: string }
  | { kind: "table"; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] };

export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  title: string;
  intro: string;
  /** ISO date of the last revision. */
  updated: string;
  /** Show a table of contents (worth it for long documents). */
  toc: boolean;
  sections: readonly LegalSection[];
};

/** The frame both legal documents share. */
export const legalDocumentCopy = {
  eyebrow: "Rechtliches",
  updated: "Stand:",
  tocTitle: "Inhalt",
} as const;

const { operator, privacy } = site;

/** One line per value; postal code and town share a line once both are set (a placeholder stays on its own line, marked). */
const postalTown =
  configured(operator.postalCode) && configured(operator.city)
    ? [`${operator.postalCode} ${operator.city}`]
    : [operator.postalCode, operator.city];
const addressLines = [operator.street, ...postalTown, operator.countryName];
/** A mailto link only for a real address; a placeholder is shown (marked) without a link. */
const emailFact: LegalFact = configured(operator.email)
  ? { label: "E-Mail", value: operator.email, href: `mailto:${operator.email}` }
  : { label: "E-Mail", value: operator.email };
const mediaOwnerSeat = configured(operator.city) ? `${operator.city}, ${operator.countryName}` : operator.city;

/** Statements about the partner tag only once the owner has set one: until then links carry no tag. */
const hasPartnerTag = Boolean(configured(site.marketplace.partnerTag));

/** Days the access logs are kept, once the owner has set them. */
const logDays = typeof privacy.logRetentionDays === "number" ? privacy.logRetentionDays : undefined;
const logRetention = logDays === undefined ? String(privacy.logRetentionDays) : `${logDays} Tage`;

/** What the privacy policy may say about transfers outside the EU: only what the owner has stated. */
function transferBlocks(): LegalBlock[] {
  const marketplaceNote = `Was ${site.marketplace.name} nach einem Klick auf einen Partnerlink übermittelt, regelt dessen eigene Datenschutzerklärung.`;
  if (privacy.transfersOutsideEu === "nein")
    return [
      {
        kind: "paragraph",
        text: `Wir übermitteln keine personenbezogenen Daten in Länder außerhalb der Europäischen Union bzw. des Europäischen Wirtschaftsraums. ${marketplaceNote}`,
      },
    ];
  if (privacy.transfersOutsideEu === "ja")
    return [
      {
        kind: "paragraph",
        text: "Unser Hosting-Anbieter verarbeitet Daten auch außerhalb der Europäischen Union bzw. des Europäischen Wirtschaftsraums. Die Übermittlung stützt sich auf die unten genannte Grundlage.",
      },
      { kind: "facts", items: [{ label: "Grundlage der Übermittlung", value: privacy.transferSafeguard }] },
      { kind: "paragraph", text: marketplaceNote },
    ];
  return [
    { kind: "facts", items: [{ label: "Übermittlung außerhalb der EU/des EWR", value: privacy.transfersOutsideEu }] },
    { kind: "paragraph", text: marketplaceNote },
  ];
}

/** Facts whose value is "" do not apply to this operator and are dropped. */
function present(facts: readonly LegalFact[]): LegalFact[] {
  return facts.filter((fact) => (typeof fact.value === "string" ? fact.value.trim() !== "" : fact.value.length > 0));
}

const dsb = {
  name: "Österreichische Datenschutzbehörde",
  address: ["Barichgasse 40–42", "1030 Wien"],
  email: "dsb@dsb.gv.at",
  web: "https://www.dsb.gv.at",
} as const;

const amazonPrivacyUrl = "https://www.amazon.de/gp/help/customer/display.html?nodeId=201909010";

export const impressum = {
  title: "Impressum",
  intro: `Angaben nach § 5 E-Commerce-Gesetz (ECG), § 14 Unternehmensgesetzbuch (UGB) und Offenlegung nach § 25 Mediengesetz (MedienG) für ${site.url.replace(/^https?:\/\//, "")}.`,
  updated: "2026-11-21",
  toc: false,
  sections: [
    {
      id: "diensteanbieter",
      title: "Medieninhaber und Diensteanbieter",
      blocks: [
        {
          kind: "facts",
          items: present([
            { label: "Name / Firma", value: operator.name },
            { label: "Rechtsform", value: operator.legalForm },
            { label: "Anschrift", value: addressLines },
            emailFact,
            { label: "Telefon", value: operator.phone },
          ]),
        },
      ],
    },
    {
      id: "unternehmensangaben",
      title: "Angaben zum Unternehmen",
      blocks: [
        {
          kind: "facts",
          items: present([
            { label: "Unternehmensgegenstand", value: operator.purpose },
            { label: "UID-Nummer", value: operator.uid },
            { label: "Firmenbuch", value: operator.companyRegister },
            { label: "Aufsichtsbehörde", value: operator.authority },
            { label: "Kammerzugehörigkeit", value: operator.chamber },
            // Only a trade-licensed business is bound by the Gewerbeordnung.
            ...(operator.authority.trim()
              ? [
                  {
                    label: "Berufsrecht",
                    value: "Gewerbeordnung 1994 (GewO), abrufbar im Rechtsinformationssystem des Bundes",
                    href: "https://www.ris.bka.gv.at",
                  },
                ]
              : []),
          ]),
        },
      ],
    },
    {
      id: "offenlegung",
      title: "Offenlegung nach § 25 Mediengesetz",
      blocks: [
        {
          kind: "facts",
          items: present([
            { label: "Medieninhaber", value: [operator.name, mediaOwnerSeat] },
            { label: "Unternehmensgegenstand", value: operator.purpose },
            { label: "Grundlegende Richtung (Blattlinie)", value: operator.editorialLine },
          ]),
        },
      ],
    },
    {
      id: "partnerlinks",
      title: "Partnerlinks und Unabhängigkeit",
      blocks: [
        { kind: "paragraph", text: site.marketplace.disclosure },
        {
          kind: "paragraph",
          text: `Links mit dem Hinweis „Anzeige“ führen zu ${site.marketplace.name}${hasPartnerTag ? " und enthalten unsere Partnerkennung" : ""}. Kaufen Sie nach einem Klick ein, erhalten wir eine Provision; der Preis ändert sich für Sie nicht. Auf die Auswahl und Bewertung der Inhalte hat das keinen Einfluss: Es gibt keine bezahlten Beiträge und keine bezahlten Bewertungen.`,
        },
      ],
    },
    {
      id: "haftung",
      title: "Haftung für Inhalte und Links",
      blocks: [
        {
          kind: "paragraph",
          text: "Die Inhalte dieser Website werden sorgfältig recherchiert. Für Vollständigkeit, Richtigkeit und Aktualität – insbesondere von Marktpreisen, die sich laufend ändern – können wir dennoch keine Gewähr übernehmen.",
        },
        {
          kind: "paragraph",
          text: "Für die Inhalte verlinkter externer Websites sind ausschließlich deren Betreiber verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar; werden uns solche bekannt, entfernen wir den Link umgehend.",
        },
      ],
    },
    {
      id: "marken",
      title: "Marken und Bildrechte",
      blocks: [
        { kind: "paragraph", text: footerContent.trademark },
        {
          kind: "paragraph",
          text: "Alle Illustrationen auf dieser Website sind eigene Zeichnungen; es werden keine Produktfotos Dritter verwendet.",
        },
      ],
    },
  ],
} as const satisfies LegalDocument;

export const datenschutz = {
  // Soft hyphen: the word is wider than a phone screen at display size.
  title: "Datenschutz\u00aderklärung",
  intro:
    "Wir nehmen den Schutz Ihrer Daten ernst und verarbeiten so wenig wie möglich. Hier erfahren Sie nach Art. 13 der Datenschutz-Grundverordnung (DSGVO), welche Daten beim Besuch dieser Website anfallen, wozu, auf welcher Rechtsgrundlage und wie lange – und welche Rechte Sie haben.",
  updated: "2026-11-21",
  toc: true,
  sections: [
    {
      id: "kurz",
      title: "Das Wichtigste in Kürze",
      blocks: [
        {
          kind: "list",
          items: [
            "Keine Cookies, keine Analyse- oder Tracking-Werkzeuge, keine Werbenetzwerke.",
            "Keine Inhalte von fremden Servern: Schriften, Bilder und Skripte kommen von dieser Website selbst.",
            "Beim Aufruf der Seiten speichert der Webserver kurzzeitig technische Protokolldaten.",
            `Partnerlinks zu ${site.marketplace.name} übertragen erst dann Daten an ${site.marketplace.name}, wenn Sie sie anklicken.`,
            "Entwürfe im AI Content Hub bleiben in Ihrem Browser und werden nicht an uns übertragen.",
          ],
        },
      ],
    },
    {
      id: "verantwortlicher",
      title: "Verantwortlicher",
      blocks: [
        {
          kind: "facts",
          items: present([
            { label: "Name / Firma", value: operator.name },
            { label: "Anschrift", value: addressLines },
            emailFact,
          ]),
        },
        {
          kind: "paragraph",
          text: "Ein Datenschutzbeauftragter ist nicht bestellt, weil dafür keine gesetzliche Pflicht besteht (Art. 37 DSGVO). Für alle Fragen zum Datenschutz erreichen Sie uns unter der oben genannten E-Mail-Adresse.",
        },
      ],
    },
    {
      id: "server-logs",
      title: "Aufruf der Website (Server-Logdateien)",
      blocks: [
        {
          kind: "paragraph",
          text: "Wenn Sie eine Seite aufrufen, übermittelt Ihr Browser technisch notwendige Daten an unseren Webserver, der sie in Protokolldateien festhält:",
        },
        {
          kind: "list",
          items: [
            "IP-Adresse",
            "Datum und Uhrzeit des Zugriffs",
            "aufgerufene Adresse (URL), Statuscode und übertragene Datenmenge",
            "zuvor besuchte Seite (Referrer), sofern Ihr Browser sie mitsendet",
            "Browser und Betriebssystem (User-Agent)",
          ],
        },
        {
          kind: "facts",
          items: [
            { label: "Zweck", value: "Auslieferung der Website, Betriebssicherheit, Erkennen und Abwehren von Angriffen" },
            {
              label: "Rechtsgrundlage",
              value: "Art. 6 Abs. 1 lit. f DSGVO – unser berechtigtes Interesse an einem sicheren und funktionierenden Betrieb",
            },
            {
              label: "Speicherdauer",
              value:
                logDays === undefined
                  ? logRetention
                  : `${logRetention}; länger nur, solange ein konkreter Sicherheitsvorfall aufgeklärt werden muss`,
            },
          ],
        },
        {
          kind: "paragraph",
          text: "Wir werten die Protokolle nicht zu Profilen aus und führen sie nicht mit anderen Daten zusammen.",
        },
      ],
    },
    {
      id: "cookies",
      title: "Keine Cookies, keine Analyse",
      blocks: [
        {
          kind: "paragraph",
          text: "Diese Website setzt keine Cookies und verwendet keine Analyse-, Tracking- oder Werbedienste. Sollten wir künftig eine Reichweitenmessung einsetzen, geschieht das nur nach Ihrer vorherigen, ausdrücklichen Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 165 Abs. 3 TKG 2021), die Sie jederzeit widerrufen können.",
        },
      ],
    },
    {
      id: "browser-speicher",
      title: "Speicherung in Ihrem Browser",
      blocks: [
        {
          kind: "paragraph",
          text: "Wer den AI Content Hub nutzt, kann dort Artikelentwürfe, geplante Artikel und Einstellungen anlegen. Diese werden im lokalen Speicher (localStorage) Ihres Browsers abgelegt, damit sie beim nächsten Besuch noch da sind. Sie verlassen Ihr Gerät nicht und werden nicht an uns übertragen.",
        },
        {
          kind: "paragraph",
          text: "Schlägt das Nachladen eines Seitenteils fehl (etwa nach einer Aktualisierung der Website), lädt die Seite einmal neu. Damit das nicht endlos wiederholt wird, merkt sich der Browser den Zeitpunkt dieses Neuladens im Sitzungsspeicher (sessionStorage); der Eintrag verschwindet, wenn Sie den Tab schließen.",
        },
        {
          kind: "facts",
          items: [
            {
              label: "Rechtsgrundlage",
              value:
                "§ 165 Abs. 3 TKG 2021 – die Speicherung ist unbedingt erforderlich, um den von Ihnen ausdrücklich gewünschten Dienst bereitzustellen; eine Einwilligung ist dafür nicht nötig",
            },
            { label: "Löschen", value: "jederzeit über die Browser-Einstellungen („Websitedaten löschen“)" },
          ],
        },
      ],
    },
    {
      id: "partnerlinks",
      title: `Partnerlinks zu ${site.marketplace.name}`,
      blocks: [
        {
          kind: "paragraph",
          text: `Links mit dem Hinweis „Anzeige“ sind Partnerlinks zu ${site.marketplace.name}. Solange Sie nicht klicken, erfährt ${site.marketplace.name} nichts von Ihrem Besuch: Wir binden keine Inhalte, Bilder oder Skripte von ${site.marketplace.name} ein.`,
        },
        {
          kind: "paragraph",
          text: `Klicken Sie auf einen Partnerlink, öffnet Ihr Browser die Seite von ${site.marketplace.name} in einem neuen Tab. ${hasPartnerTag ? `Der Link enthält unsere Partnerkennung, damit ${site.marketplace.name} einen Kauf diesem Angebot zuordnen kann; die` : "Die"} Adresse unserer Seite wird dabei nicht mitgesendet. Ab diesem Moment verarbeitet ${site.marketplace.name} (Amazon Europe Core S.à r.l., 38 avenue John F. Kennedy, L-1855 Luxemburg) Daten in eigener Verantwortung nach seiner eigenen Datenschutzerklärung und setzt dafür unter Umständen Cookies. ${site.marketplace.name} kann Daten auch in Länder außerhalb der EU übermitteln.`,
        },
        {
          kind: "paragraph",
          text: "Wir selbst erhalten von Amazon nur zusammengefasste Berichte darüber, welche Produkte über Partnerlinks gekauft wurden – keine Namen, Adressen oder sonstigen Angaben zu Ihrer Person.",
        },
        { kind: "link", label: `Datenschutzerklärung von ${site.marketplace.name}`, href: amazonPrivacyUrl },
      ],
    },
    {
      id: "kontakt",
      title: "Kontakt per E-Mail",
      blocks: [
        {
          kind: "paragraph",
          text: "Schreiben Sie uns, verarbeiten wir Ihre E-Mail-Adresse und den Inhalt Ihrer Nachricht, um Ihr Anliegen zu beantworten (Art. 6 Abs. 1 lit. b DSGVO, wenn es um einen Vertrag geht, sonst Art. 6 Abs. 1 lit. f DSGVO). Wir löschen die Nachricht, sobald Ihr Anliegen erledigt ist, außer eine gesetzliche Aufbewahrungspflicht verlangt eine längere Speicherung.",
        },
      ],
    },
    {
      id: "empfaenger",
      title: "Empfänger und Übermittlung in Drittländer",
      blocks: [
        {
          kind: "paragraph",
          text: "Wir verkaufen keine Daten und geben sie nicht zu Werbezwecken weiter. Die Website wird von einem Hosting-Anbieter betrieben, der die Server-Logdateien als Auftragsverarbeiter (Art. 28 DSGVO) nach unseren Weisungen verarbeitet. An Behörden geben wir Daten nur, wenn wir gesetzlich dazu verpflichtet sind.",
        },
        { kind: "facts", items: [{ label: "Hosting-Anbieter", value: privacy.hostingProvider }] },
        ...transferBlocks(),
      ],
    },
    {
      id: "speicherdauer",
      title: "Speicherdauer im Überblick",
      blocks: [
        {
          kind: "table",
          caption: "Welche Daten wir wozu und wie lange speichern",
          columns: ["Daten", "Zweck", "Rechtsgrundlage", "Speicherdauer"],
          rows: [
            ["Server-Logdateien", "Auslieferung und Sicherheit", "Art. 6 Abs. 1 lit. f DSGVO", logRetention],
            [
              "E-Mail-Anfragen",
              "Beantwortung Ihres Anliegens",
              "Art. 6 Abs. 1 lit. b bzw. f DSGVO",
              "bis zur Erledigung, danach nur gesetzliche Aufbewahrungsfristen",
            ],
            [
              "Entwürfe im AI Content Hub",
              "Redaktionswerkzeug auf Ihrem Gerät",
              "§ 165 Abs. 3 TKG 2021",
              "in Ihrem Browser, bis Sie sie löschen",
            ],
            [
              "Merker nach Ladefehler",
              "einmaliges Neuladen ohne Endlosschleife",
              "§ 165 Abs. 3 TKG 2021",
              "bis zum Schließen des Tabs",
            ],
          ],
        },
      ],
    },
    {
      id: "rechte",
      title: "Ihre Rechte",
      blocks: [
        { kind: "paragraph", text: "Sie haben gegenüber uns jederzeit das Recht auf:" },
        {
          kind: "list",
          items: [
            "Auskunft über die zu Ihrer Person gespeicherten Daten (Art. 15 DSGVO)",
            "Berichtigung unrichtiger Daten (Art. 16 DSGVO)",
            "Löschung (Art. 17 DSGVO)",
            "Einschränkung der Verarbeitung (Art. 18 DSGVO)",
            "Datenübertragbarkeit (Art. 20 DSGVO)",
            "Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO)",
          ],
        },
        {
          kind: "paragraph",
          text: "Haben Sie in eine Verarbeitung eingewilligt, können Sie diese Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO); die bis dahin erfolgte Verarbeitung bleibt rechtmäßig. Eine E-Mail an uns genügt.",
        },
        {
          kind: "paragraph",
          text: "Die Bereitstellung Ihrer Daten ist weder gesetzlich noch vertraglich vorgeschrieben. Eine automatisierte Entscheidungsfindung einschließlich Profiling (Art. 22 DSGVO) findet nicht statt.",
        },
      ],
    },
    {
      id: "beschwerde",
      title: "Beschwerde bei der Datenschutzbehörde",
      blocks: [
        {
          kind: "paragraph",
          text: "Wenn Sie meinen, dass wir Ihre Daten nicht rechtmäßig verarbeiten, können Sie sich bei der Aufsichtsbehörde beschweren (Art. 77 DSGVO). In Österreich ist das:",
        },
        {
          kind: "facts",
          items: [
            { label: "Behörde", value: dsb.name },
            { label: "Anschrift", value: dsb.address },
            { label: "E-Mail", value: dsb.email, href: `mailto:${dsb.email}` },
            { label: "Website", value: dsb.web.replace("https://", ""), href: dsb.web },
          ],
        },
      ],
    },
  ],
} as const satisfies LegalDocument;
