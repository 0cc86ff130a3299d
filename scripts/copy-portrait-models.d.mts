/** The face models a portrait's capture runs: Human's file names without extension. */
export const PORTRAIT_MODELS: string[];
export function copyPortraitModels(): void;
