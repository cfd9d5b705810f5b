// The house rule no linter has (README "Map of the code", ADR 0002 and 0023): copy lives in its homes
// (app/content, app/config and each feature's or layer's `copy/` folder or `copy.ts`): no visitor- or
// editor-facing text in components, hooks, logic or routes. Import boundaries and cycles are ESLint's
// (eslint.config.js). `node scripts/house-rules.mjs` lists every finding; scripts/house-rules.test.mjs
// keeps the tree clean.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** @typedef {{ file: string, line: number, kind: string, text: string }} Finding */

/**
 * Words that are German and not English (matched whole, any case). With umlauts, ß and German
 * quotation marks they catch copy even in a short label; identifiers, class names and URLs never
 * contain them.
 */
const GERMAN_WORDS = [
  "aber",
  "achtung",
  "adresse",
  "anreise",
  "auch",
  "auf",
  "aus",
  "bei",
  "bitte",
  "dann",
  "das",
  "dem",
  "der",
  "des",
  "dieser",
  "diese",
  "durch",
  "ein",
  "eine",
  "einen",
  "einem",
  "einer",
  "erneut",
  "es",
  "fehlgeschlagen",
  "gibt",
  "hallo",
  "hier",
  "ihnen",
  "ihr",
  "ihre",
  "inhalt",
  "ist",
  "jetzt",
  "kein",
  "keine",
  "konnte",
  "laden",
  "leider",
  "mehr",
  "nach",
  "neu",
  "nicht",
  "noch",
  "oder",
  "preis",
  "rechtliches",
  "schiefgelaufen",
  "seite",
  "sie",
  "sind",
  "springen",
  "startseite",
  "themen",
  "tipp",
  "und",
  "uns",
  "unser",
  "unsere",
  "vom",
  "von",
  "weiter",
  "wenn",
  "werden",
  "wie",
  "wir",
  "wird",
  "worauf",
  "zum",
  "zur",
  "zurück",
];
const UMLAUTS = /[äöüÄÖÜß„“‚‘]/u;
const GERMAN = new RegExp(`${UMLAUTS.source}|\\b(?:${GERMAN_WORDS.join("|")})\\b`, "iu");

/** JSX attributes whose value a person reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  "alt",
  "aria-description",
  "aria-label",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "label",
  "placeholder",
  "title",
]);
/** Object properties that hold text for people when their value is written in place. */
const TEXT_PROPERTIES = new Set(["caption", "description", "heading", "hint", "label", "message", "text", "title"]);
/** Values such as "new_series_banner" or "data-slot" are names, not text. */
const IDENTIFIER = /^[a-z0-9_.:/#-]*$/;

/**
 * Visitor- or editor-facing text written into a source file: JSX text with letters, German text in
 * any string, and any words in a text attribute (aria-label, title, …) or a text property (label, …).
 * @param {string} sourceText
 * @param {string} fileName used for the parser's dialect (.tsx) and in the findings
 * @returns {Finding[]}
 */
export function findCopy(sourceText, fileName) {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true, kind);
  /** @type {Finding[]} */
  const findings = [];
  /** @param {ts.Node} node @param {string} what @param {string} text */
  const report = (node, what, text) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    findings.push({ file: fileName, line, kind: what, text: text.trim().replace(/\s+/g, " ") });
  };

  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) report(node, "JSX text", node.text);
    } else if (isStringPart(node) && !isModuleName(node)) {
      const text = node.text;
      const owner = textOwner(node);
      // A single character (a quotation mark, a letter in a transliteration table) is data, not copy.
      if ([...text.trim()].length <= 1) {
        // nothing to report
      } else if (IDENTIFIER.test(text)) {
        // A name such as "kein-thema" may contain a German word, but only copy has umlauts.
        if (UMLAUTS.test(text)) report(node, "German text", text);
      } else if (GERMAN.test(text)) report(node, "German text", text);
      else if (owner && /\p{L}/u.test(text)) report(node, owner, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** @param {ts.Node} node @returns {node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralLikeNode} */
function isStringPart(node) {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
  );
}

/** Module names in import/export declarations, `import()` and `import type` positions are not text. */
function isModuleName(/** @type {ts.Node} */ node) {
  const parent = node.parent;
  if (!parent) return false;
  if ((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node) return true;
  if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
  return ts.isLiteralTypeNode(parent) || ts.isExternalModuleReference(parent);
}

/**
 * "aria-label" when the string is a text attribute's value (directly or inside `{…}`), "label"
 * when it is a text property's value; null otherwise.
 * @param {ts.Node} node
 * @returns {string | null}
 */
function textOwner(node) {
  let current = node;
  // Step out of template literals, conditionals and parentheses: `aria-label={open ? "a" : "b"}`.
  while (
    current.parent &&
    (ts.isTemplateExpression(current.parent) ||
      ts.isTemplateSpan(current.parent) ||
      ts.isConditionalExpression(current.parent) ||
      ts.isParenthesizedExpression(current.parent) ||
      ts.isJsxExpression(current.parent))
  ) {
    current = current.parent;
  }
  const parent = current.parent;
  if (!parent) return null;
  if (ts.isJsxAttribute(parent)) {
    const name = parent.name.getText();
    return TEXT_ATTRIBUTES.has(name) ? `${name} attribute` : null;
  }
  if (ts.isPropertyAssignment(parent) && parent.initializer === current) {
    const name = ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name) ? parent.name.text : "";
    return TEXT_PROPERTIES.has(name) ? `${name} property` : null;
  }
  return null;
}

/** Tests and the data only tests read (`*.fixtures.ts` beside them) are not the app. */
const TEST_FILE = /\.(?:test|fixtures)\.tsx?$/;

/**
 * Source files of the app below `dir` (relative to the project root), tests, test fixtures and
 * declarations left out.
 * @param {string} projectRoot
 * @param {string} dir
 * @returns {string[]}
 */
export function appSourceFiles(projectRoot, dir = "app") {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(path.join(projectRoot, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...appSourceFiles(projectRoot, rel));
    else if (/\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(rel);
  }
  return files.sort();
}

/** Files that are copy by design: all text lives there. */
const COPY_HOME = /^app\/(?:content|config)\/|\/copy\/|\/copy\.ts$/;

/** @param {string} file a path relative to the project root */
export const isCopyHome = (file) => COPY_HOME.test(file);

/**
 * Every finding in the app: copy outside its homes.
 * @param {string} projectRoot
 * @returns {Finding[]}
 */
export function houseRuleFindings(projectRoot) {
  return appSourceFiles(projectRoot)
    .filter((file) => !isCopyHome(file))
    .flatMap((file) => findCopy(readFileSync(path.join(projectRoot, file), "utf8"), file));
}

/** @param {Finding} finding */
export const formatFinding = (finding) => `${finding.file}:${finding.line} ${finding.kind}: ${finding.text}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const findings = houseRuleFindings(projectRoot);
  for (const finding of findings) console.log(formatFinding(finding));
  console.log(`${findings.length} finding(s)`);
}
