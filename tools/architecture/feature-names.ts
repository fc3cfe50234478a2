import { type Layer, NOT_FEATURES } from "./vocabulary";

/** The names one layer uses for its slices: folder names, or file names without `.ts` for contracts. */
export interface LayerNames {
  layer: Layer;
  names: readonly string[];
}

/**
 * Names a layer uses that are neither a server feature nor on that layer's list of non-features: the
 * same feature called two things (`rounds-history` beside `game-rounds`), or a new name nobody chose.
 */
export function namesOutsideVocabulary(serverFeatures: readonly string[], layers: readonly LayerNames[]) {
  const features = new Set(serverFeatures);
  return layers.flatMap(({ layer, names }) => {
    const allowed = new Set<string>(NOT_FEATURES[layer]);
    return names
      .filter((name) => !features.has(name) && !allowed.has(name))
      .map(
        (name) =>
          `${layer}: "${name}" is not a server feature nor listed in tools/architecture/vocabulary.ts`,
      );
  });
}

/** Names of the non-features list that are on no layer any more (a stale allow-list entry hides nothing). */
export function unusedNotFeatures(layers: readonly LayerNames[]) {
  return layers.flatMap(({ layer, names }) =>
    NOT_FEATURES[layer]
      .filter((name) => !names.includes(name))
      .map((name) => `${layer}: "${name}" is unused`),
  );
}
