// A data file imported as a module: `import file from "./market.yaml" with { type: "text" }`. The attribute
// lets a bundler without the content build's plugin hand over the text (app/content/data/data-module.ts).
declare module "*.yaml" {
  const file: import("./data-module.ts").DataModule;
  export default file;
}
