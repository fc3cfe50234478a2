import { type BrandDetails, type LegalPageText, section } from "./page-text";

/**
 * `/how-it-works` (spec §2, issue #14): what Coins, Entries and Winnings are, how to get Coins, play, ask
 * for free Entries by mail and redeem. Plain text like every legal page (operators edit it there); the
 * route adds the links to the pages it names.
 */
export function howItWorksPage({ brand, email }: BrandDetails): LegalPageText {
  return {
    title: { en: "How it works", es: "Cómo funciona" },
    sections: {
      en: [
        section(
          "1. Two ways to play",
          `${brand} is a free-to-play social casino. In TournamentPoints mode you play with Coins, just for fun. In SweepStakes mode you play with Entries, which can win Winnings that are redeemable for cash prizes. Switch between the two with the balance switcher at the top of the page.`,
        ),
        section(
          "2. Coins, Entries and Winnings",
          "Coins are for fun: they can never be redeemed or exchanged for anything of value.",
          "Entries are sweepstakes entries, shown with two decimals. You get them free: with your welcome gift, from promotions and bonuses, by mail (see below), and as a free bonus when you buy Coins. Every Entry has the same chances of winning, however you got it.",
          "Winnings are what your Entries win in SweepStakes mode. They are the only balance you can redeem.",
        ),
        section(
          "3. Getting Coins",
          "You receive free Coins when you sign up and when you complete your account. You can also buy Coin packages in the cash box (the Buy button at the top of the page); most packages come with free Entries as a bonus. Promotions and special offers are listed on the Promotions page. No purchase is ever necessary to play or to win.",
        ),
        section(
          "4. Playing",
          "Open any game from the lobby. Each spin uses Coins or Entries, depending on the mode you are in; every game shows its rules and its return to player, which is the same in both modes. The outcome of every spin is decided by a certified random number generator, and you can check any round on the Provably fair page.",
        ),
        section(
          "5. Free Entries by mail",
          'No purchase is necessary. You can ask for free Entries by mail: get your request code in "Free entries by mail" on the Sweepstakes rules page, hand-write a card as described there and mail it to the address shown. Each valid request is credited to your account once we receive it.',
        ),
        section(
          "6. Redeeming Winnings",
          "To redeem, switch to SweepStakes mode and open Redeem in the cash box. Entries you received free must be played through once before the Winnings they produce can be redeemed. Before your first redemption we verify your identity, and a minimum amount applies; the Sweepstakes rules give the details.",
        ),
        section(
          "7. Play responsibly and get help",
          `Set purchase limits, a reality check, a cool-off or a self-exclusion under Account › Responsible play. Questions about anything on this page? Write to ${email}.`,
        ),
      ],
      es: [
        section(
          "1. Dos formas de jugar",
          `${brand} es un casino social gratuito. En el modo TournamentPoints juegas con Monedas, solo por diversión. En el modo SweepStakes juegas con Entradas, que pueden ganar Ganancias canjeables por premios en efectivo. Cambia de uno a otro con el selector de saldo de la parte superior de la página.`,
        ),
        section(
          "2. Monedas, Entradas y Ganancias",
          "Las Monedas son para divertirse: nunca se pueden canjear ni cambiar por nada de valor.",
          "Las Entradas son participaciones del sorteo y se muestran con dos decimales. Las recibes gratis: con tu regalo de bienvenida, en promociones y bonos, por correo (ver más abajo) y como bono gratuito al comprar Monedas. Todas las Entradas tienen las mismas probabilidades de ganar, las consigas como las consigas.",
          "Las Ganancias son lo que ganan tus Entradas en el modo SweepStakes. Es el único saldo que puedes canjear.",
        ),
        section(
          "3. Conseguir Monedas",
          "Recibes Monedas gratis al registrarte y al completar tu cuenta. También puedes comprar paquetes de Monedas en la caja (el botón Comprar de la parte superior de la página); la mayoría incluye Entradas gratis como bono. Las promociones y ofertas especiales están en la página de Promociones. Nunca es necesario comprar para jugar ni para ganar.",
        ),
        section(
          "4. Jugar",
          "Abre cualquier juego desde el lobby. Cada tirada usa Monedas o Entradas, según el modo en que estés; cada juego muestra sus reglas y su retorno al jugador, que es el mismo en ambos modos. El resultado de cada tirada lo decide un generador de números aleatorios certificado, y puedes comprobar cualquier ronda en la página de Juego demostrablemente justo.",
        ),
        section(
          "5. Entradas gratis por correo",
          'No es necesario comprar. Puedes pedir Entradas gratis por correo: obtén tu código de solicitud en "Entradas gratuitas por correo" en la página de Reglas del sorteo, escribe a mano una tarjeta como allí se indica y envíala a la dirección que aparece. Cada solicitud válida se abona en tu cuenta en cuanto la recibimos.',
        ),
        section(
          "6. Canjear Ganancias",
          "Para canjear, cambia al modo SweepStakes y abre Canjear en la caja. Las Entradas que recibiste gratis deben jugarse una vez antes de que las Ganancias que produzcan puedan canjearse. Antes de tu primer canje verificamos tu identidad, y se aplica un importe mínimo; las Reglas del sorteo dan los detalles.",
        ),
        section(
          "7. Juega con responsabilidad y pide ayuda",
          `Fija límites de compra, un recordatorio de realidad, una pausa o una autoexclusión en Cuenta › Juego responsable. ¿Tienes preguntas sobre esta página? Escribe a ${email}.`,
        ),
      ],
    },
  };
}
