// The types of docs.mjs, for the TypeScript tests that use it.
export declare const fenceProblems: (text: string) => string[]
export declare const linkTargets: (text: string) => string[]
export declare const headingAnchors: (text: string) => Set<string>
export declare const documentPaths: (root: string) => string[]
export declare const deadLinks: (root: string, file: string) => string[]
