// Typed entry for the Playwright config; the lookup itself lives in browser.mjs so Node scripts share it.
export { chromiumExecutable, testChromiumExecutable, chromiumArgs } from "./browser.mjs";
