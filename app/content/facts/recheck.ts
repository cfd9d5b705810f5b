/**
 * The day the current facts were last checked against dated public reports (docs/fact-research.md):
 * a current fact with no newer dated source found on this day is marked "nicht neu bestätigt".
 */
export const recheckDay = "2026-11-27";
