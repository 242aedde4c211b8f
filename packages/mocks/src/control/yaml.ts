// The YAML parser, loaded on first need. Control files and YAML bodies are rare, and `yaml` is the largest module a
// mock would otherwise load at start: about 50 ms in each of the three threads, and 30 KB gzipped of a page's bundle.
type YamlModule = typeof import("yaml");

let loaded: YamlModule | undefined;

/** Loads the parser (once); await it before a synchronous parse of YAML (`yamlParser`). */
export async function loadYaml(): Promise<YamlModule> {
  loaded ??= await import("yaml");
  return loaded;
}

/** The parser, loaded before by `loadYaml`. */
export function yamlParser(): YamlModule {
  if (!loaded) throw new Error("the YAML parser is used before loadYaml() loaded it");
  return loaded;
}
