// The hub's components import the text helpers from here; they live in ~/lib/text (below every page).
export * from "~/lib/text";
