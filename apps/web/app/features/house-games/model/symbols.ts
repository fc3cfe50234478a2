/** Dictionary keys of the symbols' names (read out and shown in the paytable). */
const SYMBOL_KEYS: Record<string, string> = {
  seven: "slot.symbol.seven",
  bar: "slot.symbol.bar",
  "double-bar": "slot.symbol.doubleBar",
  "triple-bar": "slot.symbol.tripleBar",
  "any-bar": "slot.symbol.anyBar",
  cherry: "slot.symbol.cherry",
  blank: "slot.symbol.blank",
  ace: "slot.symbol.ace",
  king: "slot.symbol.king",
  queen: "slot.symbol.queen",
  jack: "slot.symbol.jack",
  ten: "slot.symbol.ten",
  wild: "slot.symbol.wild",
  scatter: "slot.symbol.scatter",
  idol: "slot.symbol.idol",
  mask: "slot.symbol.mask",
  jade: "slot.symbol.jade",
  scarab: "slot.symbol.scarab",
  coin: "slot.symbol.coin",
  ruby: "slot.symbol.ruby",
  emerald: "slot.symbol.emerald",
  sapphire: "slot.symbol.sapphire",
  grand: "slot.symbol.grand",
  "": "slot.symbol.empty",
};

/** The dictionary key of a symbol's name; an unknown symbol falls back to its id. */
export function symbolKey(symbol: string): string | null {
  return SYMBOL_KEYS[symbol] ?? null;
}
