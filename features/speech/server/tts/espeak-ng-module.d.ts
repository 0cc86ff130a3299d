// The espeak-ng package ships an Emscripten ES module without types; this is the part of its options we use.
declare module 'espeak-ng' {
  interface EmscriptenImports {
    [module: string]: WebAssembly.ModuleImports;
  }
  interface ESpeakNgOptions {
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    preRun?: Array<(module: ESpeakNgModule) => void>;
    instantiateWasm?: (
      imports: EmscriptenImports,
      receiveInstance: (instance: WebAssembly.Instance, module: WebAssembly.Module) => object,
    ) => object;
  }
  interface ESpeakNgModule {
    FS: {
      readFile(path: string): Uint8Array;
      writeFile(path: string, data: string | Uint8Array): void;
    };
  }
  const ESpeakNg: (options: ESpeakNgOptions) => Promise<ESpeakNgModule>;
  export default ESpeakNg;
}
