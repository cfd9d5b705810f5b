// `npm start` on a fresh clone builds first; an existing build is reused (delete build/ to rebuild).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/client/index.html") || process.env.REBUILD === "1") {
  console.log("Kein Build gefunden – baue die Website …");
  execSync("npm run build", { stdio: "inherit" });
}
