// Drawing of game, banner, studio and category art, and the versioned URLs the catalogue and home hand
// out: shared by the game-art feature that serves the images and the features that link to them, so
// neither imports the other (decision 017).
export { isMotif } from "./art-motifs";
export {
  type BannerArtSource,
  bannerSvg,
  type GameArtSource,
  gameCardSvg,
  gameLogoSvg,
  iconSvg,
  providerLogoSvg,
} from "./art-svg";
export { bannerArtVersion, bannerImageUrl, contentVersion, gameArtVersion, gameImageUrls } from "./art-urls";
