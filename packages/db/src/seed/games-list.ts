import type { GameArtTheme, LocalizedText } from "../schema";
import { PROVIDERS } from "./games-providers";

/**
 * The engines of the built-in provider (packages/domain/src/slots): their ids and what they declare. A
 * game's RTP and volatility are its engine's, since that engine is what plays it; a server test checks
 * these figures against the domain package.
 */
export const ENGINES = {
  "classic-3-reel": { rtpBasisPoints: 9590, volatility: "low" },
  "video-5x3": { rtpBasisPoints: 9600, volatility: "medium" },
  "hold-and-win": { rtpBasisPoints: 9600, volatility: "high" },
} as const;
export type EngineId = keyof typeof ENGINES;

/** Stakes in minor units: whole coins, and hundredths of an entry. */
const STAKES: Record<EngineId, { coins: number[]; entries: number[] }> = {
  "classic-3-reel": { coins: [50, 100, 250, 500, 1000], entries: [10, 20, 50, 100, 200] },
  "video-5x3": { coins: [100, 200, 500, 1000, 5000], entries: [20, 50, 100, 200, 500] },
  "hold-and-win": { coins: [200, 500, 1000, 2000, 5000], entries: [50, 100, 200, 500, 1000] },
};

const ENGINE_BLURB: Record<EngineId, LocalizedText> = {
  "classic-3-reel": {
    en: "Three reels, five lines and mixed-bar pays: a quick, steady classic.",
    es: "Tres rodillos, cinco líneas y premios de barras mixtas: un clásico rápido y constante.",
  },
  "video-5x3": {
    en: "Five reels, twenty lines and scatter-triggered free spins with a multiplier.",
    es: "Cinco rodillos, veinte líneas y giros gratis con multiplicador activados por los scatter.",
  },
  "hold-and-win": {
    en: "Land six coins to start the respins; fill the grid for the grand jackpot.",
    es: "Consigue seis monedas para activar los re-giros; llena la cuadrícula para el gran premio.",
  },
};

export interface GameSeed {
  id: number;
  slug: string;
  title: string;
  providerSlug: string;
  engineId: EngineId;
  rtpBasisPoints: number;
  volatility: "low" | "medium" | "high";
  artKey: string;
  artTheme: GameArtTheme;
  description: LocalizedText;
  isNew: boolean;
  isHot: boolean;
  /** Sea and fishing themes: the `fishing` category and home row. */
  isSeaTheme: boolean;
  stakeLevels: { coins: number[]; entries: number[] };
}

type Flag = "new" | "hot" | "sea";
type Row = [
  id: number,
  title: string,
  engine: EngineId,
  motif: string,
  colors: [string, string, string],
  tagline: [en: string, es: string],
  flags?: Flag[],
];

const C = "classic-3-reel";
const V = "video-5x3";
const H = "hold-and-win";

/** 64 games; the hundreds of an id name the studio (1xx is the first of PROVIDERS, 2xx the second…). */
// biome-ignore format: one game per line reads best as a table
const ROWS: Row[] = [
  // Hearth & Reel, our own studio.
  [101, "Ember Sevens", C, "seven", ["#2b0707", "#8c1c13", "#ffb347"], ["Sevens glowing in the hearth.", "Sietes que brillan en el hogar."], ["hot"]],
  [102, "Cherry Lantern", C, "cherry", ["#2a0620", "#7a1747", "#ff6f91"], ["Paper lanterns and ripe cherries.", "Farolillos de papel y cerezas maduras."]],
  [103, "Triple Bell Parlour", C, "bell", ["#1d1a05", "#6b5a12", "#ffd84d"], ["A brass-bell parlour of old.", "Un salón de campanas de latón de antaño."]],
  [104, "Golden Bar Express", C, "bar", ["#0d1b2a", "#1b4965", "#f4c95d"], ["All aboard the bar line.", "Todos a bordo de la línea de barras."]],
  [105, "Starlit Reels", V, "star", ["#0b0c2a", "#2d2a6e", "#f9f871"], ["Reels under a sky full of stars.", "Rodillos bajo un cielo lleno de estrellas."]],
  [106, "Harbour Lights", V, "anchor", ["#03203c", "#0a5c8a", "#ffd166"], ["Night falls over a busy harbour.", "Cae la noche sobre un puerto animado."], ["sea"]],
  [107, "Copper Crown", V, "crown", ["#2b1608", "#8a4b1f", "#f6b26b"], ["A crown hammered from copper.", "Una corona forjada en cobre."]],
  [108, "Moonwell Mysteries", V, "moon", ["#10062b", "#3c1e70", "#c3b1ff"], ["Wishes whispered into a moonlit well.", "Deseos susurrados a un pozo bajo la luna."]],
  [109, "Thunder Orchard", V, "bolt", ["#0f1a12", "#2f5d3a", "#e9ff70"], ["Storm clouds over ripe fruit trees.", "Nubes de tormenta sobre frutales maduros."]],
  [110, "Vault of Coins", H, "coin", ["#1a1405", "#5e4a0f", "#ffd700"], ["Crack the vault, coin by coin.", "Abre la cámara, moneda a moneda."], ["hot"]],
  [111, "Lucky Horseshoe Ranch", H, "horseshoe", ["#2a1a0a", "#7b4f2c", "#ffcf70"], ["Horseshoes hung for luck on the ranch.", "Herraduras colgadas para la suerte en el rancho."]],
  [112, "Pyramid of Plenty", H, "pyramid", ["#2b1d05", "#a0702a", "#fff1a8"], ["Treasures stacked to the sky.", "Tesoros apilados hasta el cielo."]],
  [113, "Frostfire Gems", V, "gem", ["#06223a", "#3a0f5a", "#7df9ff"], ["Gems of ice that burn like fire.", "Gemas de hielo que arden como el fuego."], ["new"]],
  [114, "Clover Carnival", C, "clover", ["#062b12", "#1f7a3a", "#b8ff6b"], ["Four leaves, one lucky parade.", "Cuatro hojas, un desfile de suerte."]],
  [115, "Sunburst Bonanza", V, "sun", ["#3a1202", "#c2410c", "#fde047"], ["Midsummer sun on every reel.", "Sol de pleno verano en cada rodillo."]],
  [116, "Deep Reef Riches", H, "fish", ["#021a2b", "#035e7b", "#5eead4"], ["Shoals of gold on the deep reef.", "Bancos de oro en el arrecife profundo."], ["new", "sea"]],
  // Copperfox Studio.
  [201, "Foxglove Fortunes", V, "leaf", ["#1b0f24", "#6d2e6b", "#f0abfc"], ["Wild foxgloves hide a fortune.", "Las dedaleras silvestres esconden una fortuna."]],
  [202, "Autumn Ember Trail", C, "flame", ["#2a0e02", "#9a3412", "#fdba74"], ["A trail of embers through falling leaves.", "Un rastro de brasas entre hojas que caen."]],
  [203, "Burrow of Gold", H, "coin", ["#1f1405", "#6b4423", "#fcd34d"], ["Dig deep: the burrow is lined with gold.", "Excava: la madriguera está forrada de oro."], ["hot"]],
  [204, "Moonlit Meadow", V, "moon", ["#07162b", "#1e3a8a", "#bfdbfe"], ["A quiet meadow under the full moon.", "Un prado tranquilo bajo la luna llena."]],
  [205, "Acorn Jackpot Grove", H, "clover", ["#132205", "#4d7c0f", "#d9f99d"], ["Every acorn could be the big one.", "Cualquier bellota puede ser la grande."]],
  [206, "Rusty Sevens", C, "seven", ["#1c0f0a", "#7c2d12", "#fb923c"], ["Old-school sevens with a copper patina.", "Sietes de la vieja escuela con pátina de cobre."]],
  [207, "Firefly Hollow", V, "star", ["#05140f", "#134e4a", "#fef08a"], ["Fireflies light the hollow at dusk.", "Las luciérnagas iluminan la hondonada al anochecer."]],
  [208, "Copper Kettle Cash", H, "bell", ["#1f0d05", "#92400e", "#fde68a"], ["Keep the kettle on and the coins coming.", "Mantén la tetera al fuego y las monedas llegando."], ["new"]],
  // Bramblewick Games.
  [301, "Wickwood Wishes", V, "star", ["#140a1f", "#4c1d95", "#fbcfe8"], ["Wishes granted in the Wickwood.", "Deseos concedidos en el bosque de Wickwood."]],
  [302, "Thornberry Crown", V, "crown", ["#1f0514", "#831843", "#fda4af"], ["A crown grown from thorns and berries.", "Una corona de espinas y bayas."]],
  [303, "Lantern Market", C, "cherry", ["#1f1002", "#b45309", "#fef3c7"], ["Stalls of fruit under lantern light.", "Puestos de fruta a la luz de los farolillos."]],
  [304, "Potion of Plenty", H, "gem", ["#0a1f1a", "#0f766e", "#a7f3d0"], ["Brew the potion, fill the grid.", "Prepara la poción, llena la cuadrícula."], ["hot"]],
  [305, "Hedge Maze Hearts", C, "heart", ["#062012", "#166534", "#fecdd3"], ["Find the hearts hidden in the maze.", "Encuentra los corazones escondidos en el laberinto."]],
  [306, "Bramble Bells", C, "bell", ["#1a0b1f", "#6b21a8", "#fde047"], ["Bells ringing through the brambles.", "Campanas que suenan entre las zarzas."]],
  [307, "Midnight Riddle", V, "moon", ["#05050f", "#1e1b4b", "#a5b4fc"], ["Solve the riddle before the clock strikes.", "Resuelve el acertijo antes de que den las doce."]],
  [308, "Golden Spindle", H, "coin", ["#1c1404", "#854d0e", "#fef08a"], ["Spin straw into golden coins.", "Convierte la paja en monedas de oro."], ["new"]],
  // Tidecaller Interactive: the sea.
  [401, "Tidecaller Treasure", H, "shell", ["#02172b", "#075985", "#fcd34d"], ["Call the tide and collect its treasure.", "Llama a la marea y recoge su tesoro."], ["sea"]],
  [402, "Big Catch Bay", V, "fish", ["#032030", "#0e7490", "#fef9c3"], ["Cast a line for the catch of the day.", "Lanza el sedal a por la captura del día."], ["hot", "sea"]],
  [403, "Coral Crown Reef", V, "crown", ["#041c2c", "#0369a1", "#fb7185"], ["A royal crown lost on the coral reef.", "Una corona real perdida en el arrecife de coral."], ["sea"]],
  [404, "Pearl Diver Deluxe", H, "shell", ["#051a26", "#155e75", "#f5f5f4"], ["Dive deep for pearls and jackpots.", "Bucea hondo a por perlas y premios."], ["sea"]],
  [405, "Lighthouse Sevens", C, "seven", ["#0a1628", "#1e40af", "#fde047"], ["Sevens shining from the lighthouse.", "Sietes que brillan desde el faro."], ["sea"]],
  [406, "Kraken's Keep", V, "wave", ["#020f17", "#134e4a", "#34d399"], ["Brave the waves to the kraken's keep.", "Desafía las olas hasta la guarida del kraken."], ["sea"]],
  [407, "Lagoon Link", H, "fish", ["#022c22", "#047857", "#99f6e4"], ["Linked coins in a sunny lagoon.", "Monedas enlazadas en una laguna soleada."], ["new", "sea"]],
  [408, "Salty Dog Wilds", C, "anchor", ["#0c1a2b", "#334155", "#fca5a5"], ["A seafarer's classic, salt and all.", "Un clásico marinero, con sal y todo."], ["sea"]],
  // Nimbus Forge: sky and space.
  [501, "Stormforge Reels", V, "bolt", ["#0a0f1f", "#312e81", "#facc15"], ["Lightning forged into winning lines.", "Rayos forjados en líneas ganadoras."], ["hot"]],
  [502, "Cloud Nine Cash", H, "sun", ["#0c2340", "#2563eb", "#fef3c7"], ["Float up to cloud nine.", "Sube flotando hasta el séptimo cielo."]],
  [503, "Orbit Odyssey", V, "planet", ["#05031a", "#4338ca", "#f472b6"], ["A voyage around ringed worlds.", "Un viaje alrededor de mundos con anillos."]],
  [504, "Aurora Gems", V, "gem", ["#03121f", "#0f766e", "#c084fc"], ["Gems painted by the northern lights.", "Gemas pintadas por la aurora boreal."]],
  [505, "Meteor Sevens", C, "seven", ["#0b0616", "#581c87", "#fb923c"], ["Sevens streaking across the night.", "Sietes que cruzan la noche."]],
  [506, "Skyship Link", H, "planet", ["#0b1b33", "#1d4ed8", "#fde68a"], ["Coins carried aboard the skyship.", "Monedas a bordo de la aeronave."], ["new"]],
  [507, "Rainbow Relay", C, "star", ["#1a0b2e", "#be185d", "#a7f3d0"], ["Pass the baton along the rainbow.", "Pasa el testigo a lo largo del arcoíris."]],
  [508, "Comet Crown", V, "crown", ["#070b1f", "#1e3a8a", "#fcd34d"], ["A crown that fell with the comet.", "Una corona que cayó con el cometa."]],
  // Quillstone Play: ancient and mythic.
  [601, "Sands of Quillstone", V, "pyramid", ["#2b1a05", "#a16207", "#fef3c7"], ["Secrets buried under desert sands.", "Secretos enterrados bajo la arena del desierto."]],
  [602, "Oracle's Eye", V, "gem", ["#0f0a1f", "#5b21b6", "#5eead4"], ["The oracle sees your next big win.", "El oráculo ve tu próximo gran premio."]],
  [603, "Temple Link", H, "pyramid", ["#1f1405", "#78350f", "#fbbf24"], ["Light every altar of the temple.", "Enciende todos los altares del templo."], ["hot"]],
  [604, "Sunstone Sevens", C, "sun", ["#2b0f05", "#c2410c", "#fef08a"], ["Sevens carved into sunstone.", "Sietes tallados en piedra solar."]],
  [605, "Laurel Legends", V, "leaf", ["#0f1f0a", "#3f6212", "#fde68a"], ["Win the laurels of the legends.", "Gana los laureles de las leyendas."]],
  [606, "Golden Labyrinth", H, "key", ["#1a1405", "#713f12", "#fde047"], ["Find the key at the labyrinth's heart.", "Encuentra la llave en el corazón del laberinto."]],
  [607, "Amphora Riches", C, "diamond", ["#1f0a05", "#9a3412", "#a5f3fc"], ["Amphorae brimming with riches.", "Ánforas rebosantes de riquezas."]],
  [608, "Phoenix Quill", V, "flame", ["#1f0505", "#b91c1c", "#fde047"], ["Write your fortune with a phoenix quill.", "Escribe tu fortuna con una pluma de fénix."], ["new"]],
  // Ironbark Gaming: the frontier.
  [701, "Ironbark Bonanza", V, "horseshoe", ["#1c1008", "#57534e", "#fbbf24"], ["Strike it rich at the ironbark mill.", "Hazte rico en el aserradero de Ironbark."]],
  [702, "Gold Rush Gulch", H, "coin", ["#1f1503", "#a16207", "#fef9c3"], ["Pan the gulch for golden coins.", "Busca monedas de oro en el barranco."], ["hot"]],
  [703, "Canyon Bell", C, "bell", ["#2b1205", "#9a3412", "#fed7aa"], ["The mission bell echoes down the canyon.", "La campana de la misión resuena en el cañón."]],
  [704, "Steam Engine Sevens", C, "seven", ["#111827", "#374151", "#f87171"], ["Full steam ahead for the sevens.", "A todo vapor a por los sietes."]],
  [705, "Timber Wolf Moon", V, "moon", ["#0a0f1a", "#334155", "#e2e8f0"], ["Howl at the moon over the timberline.", "Aúlla a la luna sobre los bosques."]],
  [706, "Prairie Fire Link", H, "flame", ["#2b0a02", "#c2410c", "#fde047"], ["Linked coins spread like prairie fire.", "Monedas enlazadas que se extienden como el fuego."]],
  [707, "Saloon Hearts", C, "heart", ["#1f0508", "#9f1239", "#fde68a"], ["Hearts dealt at the frontier saloon.", "Corazones repartidos en el salón del oeste."]],
  [708, "Silver Spur Frontier", V, "star", ["#0f172a", "#475569", "#e5e7eb"], ["Ride out to the silver frontier.", "Cabalga hasta la frontera de plata."], ["new"]],
];

const kebab = (title: string) =>
  title
    .toLowerCase()
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function toGame([id, title, engineId, motif, colors, [taglineEn, taglineEs], flags = []]: Row): GameSeed {
  const provider = PROVIDERS[Math.floor(id / 100) - 1];
  if (!provider) throw new Error(`game ${id} has no provider`);
  const slug = kebab(title);
  const blurb = ENGINE_BLURB[engineId];
  return {
    id,
    slug,
    title,
    providerSlug: provider.slug,
    engineId,
    ...ENGINES[engineId],
    artKey: slug,
    artTheme: { colors, motif },
    description: { en: `${taglineEn} ${blurb.en}`, es: `${taglineEs} ${blurb.es}` },
    isNew: flags.includes("new"),
    isHot: flags.includes("hot"),
    isSeaTheme: flags.includes("sea"),
    stakeLevels: STAKES[engineId],
  };
}

export const GAMES: readonly GameSeed[] = ROWS.map(toGame);
