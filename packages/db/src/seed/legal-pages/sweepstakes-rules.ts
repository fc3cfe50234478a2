import { type BrandDetails, type LegalPageText, OPERATOR, section } from "./page-text";

/** States whose residents may not take part in the sweepstakes (void where prohibited). */
const EXCLUDED_STATES = {
  en: "Washington, Idaho, Michigan, Nevada, Montana, Connecticut, New York, New Jersey and Delaware",
  es: "Washington, Idaho, Míchigan, Nevada, Montana, Connecticut, Nueva York, Nueva Jersey y Delaware",
};

export function sweepstakesRulesPage({ brand, email }: BrandDetails): LegalPageText {
  return {
    title: { en: "Sweepstakes rules", es: "Reglas del sorteo" },
    sections: {
      en: [
        section(
          "1. No purchase necessary",
          "NO PURCHASE OR PAYMENT OF ANY KIND IS NECESSARY TO ENTER OR WIN. A PURCHASE WILL NOT INCREASE YOUR CHANCES OF WINNING. VOID WHERE PROHIBITED BY LAW.",
          `The ${brand} sweepstakes is sponsored by ${OPERATOR} (the "Sponsor"). It runs continuously until the Sponsor ends it with notice on this page. These rules are part of the ${brand} Terms and conditions; where the two differ on the sweepstakes, these rules apply.`,
        ),
        section(
          "2. Eligibility",
          `Open to legal residents of the fifty United States and the District of Columbia who are at least 18 years old, or the age of majority where they live if that is higher, and who hold a verified ${brand} account. Residents of ${EXCLUDED_STATES.en} may not take part, and the list may change as the law changes. You must be physically located in an eligible state when you play in SweepStakes mode.`,
          "Employees of the Sponsor, its affiliates and its service providers, and members of their immediate families or households, are not eligible. One account per person, household, email address and device.",
        ),
        section(
          "3. How to get Entries",
          "Entries are sweepstakes entries. You can get them free in several ways: a welcome gift when you verify your email, promotions, and the alternative method of entry below. Entries may also be given as a free bonus with a Coin purchase; the Coins are what you pay for.",
          "Every way of getting Entries gives the same Entries with the same chances of winning. Entries cannot be bought, sold, transferred or exchanged for Coins.",
        ),
        section(
          "4. Alternative method of entry",
          'To get free Entries by mail, sign in and get your request code in "Free entries by mail" on this page. Hand-write on a 4 x 6 inch card: your full name, the email address of your account, your request code, and the sentence "I would like to receive free sweepstakes Entries and I agree to the Sweepstakes Rules." Put the card in a stamped envelope with your return address and send it to the mailing address shown in "Free entries by mail" on this page.',
          `Each valid request received earns the Entries shown in "Free entries by mail", credited when we record your letter, usually within 14 days. Send one request per envelope; requests that are mechanically reproduced, illegible, incomplete, without a valid request code or sent by someone other than the account holder are void. Requests are credited up to the limit per period shown there; each must be mailed separately. Free Entries by mail have exactly the same odds of winning as Entries that come with a purchase. Questions about mail-in requests: ${email}.`,
        ),
        section(
          "5. Playing and winning",
          "In SweepStakes mode each game play uses Entries. The outcome of every play is decided by a cryptographically secure random number generator; each game shows its rules and its theoretical return to player, which is the same in every mode and for every player.",
          "Entries you win are added to your Winnings balance. Entries received as a free bonus or promotional prize must be played through once before the Winnings they produce can be redeemed. Odds of winning depend on the game chosen and the number of plays made.",
        ),
        section(
          "6. Redeeming prizes",
          "Winnings can be redeemed for cash prizes at the rate of 1 Winnings for US$1.00. The minimum redemption is 100 Winnings; redemptions are paid by bank transfer to an account in your own name within 10 business days after approval.",
          "Before your first redemption you must complete identity verification: a government-issued photo ID, proof of address and, where required, a check that you are in an eligible state. The name on your account, your ID and your bank account must match. A redemption may be refused or reversed if these rules or the Terms and conditions were broken.",
        ),
        section(
          "7. Taxes",
          "Prizes are taxable income. You are responsible for all taxes on prizes you receive. If your redemptions in a calendar year reach the federal reporting threshold, we will ask for your taxpayer identification number and send you and the federal tax authority the required information return; redemptions are held until we receive it.",
        ),
        section(
          "8. General conditions",
          "The Sponsor may disqualify anyone who tampers with the sweepstakes, uses automated means, opens several accounts, hides their location, or otherwise acts unfairly, and may cancel the Entries and Winnings involved. If the sweepstakes cannot run as planned because of a malfunction, fraud or any cause beyond the Sponsor's control, the Sponsor may suspend, change or end it and award prizes from eligible Winnings earned until then.",
          "By taking part you release the Sponsor from liability for losses arising from the sweepstakes, except where the law does not allow such a release. The Sponsor's decisions on every matter concerning the sweepstakes are final.",
        ),
        section(
          "9. Disputes and contact",
          `These rules are governed by the laws of the State of Delaware, and disputes are resolved as described in the Terms and conditions. For questions, a copy of these rules or a list of prize winners, write to ${email}.`,
        ),
      ],
      es: [
        section(
          "1. Sin compra necesaria",
          "NO ES NECESARIA NINGUNA COMPRA NI PAGO DE NINGÚN TIPO PARA PARTICIPAR O GANAR. UNA COMPRA NO AUMENTA TUS PROBABILIDADES DE GANAR. NULO DONDE LA LEY LO PROHÍBA.",
          `El sorteo de ${brand} está patrocinado por ${OPERATOR} (el «Patrocinador»). Se celebra de forma continua hasta que el Patrocinador lo termine con aviso en esta página. Estas reglas forman parte de los Términos y condiciones de ${brand}; en lo relativo al sorteo, si ambos difieren, prevalecen estas reglas.`,
        ),
        section(
          "2. Requisitos para participar",
          `Abierto a residentes legales de los cincuenta estados de los Estados Unidos y del Distrito de Columbia que tengan al menos 18 años, o la mayoría de edad de su lugar de residencia si es mayor, y una cuenta verificada en ${brand}. No pueden participar los residentes de ${EXCLUDED_STATES.es}, y la lista puede cambiar según cambie la ley. Debes encontrarte físicamente en un estado admitido cuando juegues en el modo SweepStakes.`,
          "No pueden participar los empleados del Patrocinador, de sus filiales ni de sus proveedores, ni los miembros de su familia directa o de su hogar. Una cuenta por persona, hogar, correo electrónico y dispositivo.",
        ),
        section(
          "3. Cómo conseguir Entradas",
          "Las Entradas son participaciones en el sorteo. Puedes conseguirlas gratis de varias formas: un regalo de bienvenida al verificar tu correo, promociones y el método alternativo de participación que se describe abajo. También pueden darse Entradas como bonificación gratuita con una compra de Monedas; lo que pagas son las Monedas.",
          "Todas las formas de conseguir Entradas dan las mismas Entradas con las mismas probabilidades de ganar. Las Entradas no pueden comprarse, venderse, transferirse ni cambiarse por Monedas.",
        ),
        section(
          "4. Método alternativo de participación",
          "Para recibir Entradas gratuitas por correo postal, inicia sesión y consigue tu código de solicitud en «Entradas gratuitas por correo» en esta página. Escribe a mano en una tarjeta de 4 x 6 pulgadas: tu nombre completo, el correo electrónico de tu cuenta, tu código de solicitud y la frase «Deseo recibir Entradas gratuitas para el sorteo y acepto las Reglas del sorteo». Introduce la tarjeta en un sobre franqueado con remitente y envíala a la dirección postal que figura en «Entradas gratuitas por correo» en esta página.",
          `Cada solicitud válida recibida otorga las Entradas indicadas en «Entradas gratuitas por correo», que se acreditan cuando registramos tu carta, normalmente en un plazo de 14 días. Envía una solicitud por sobre; las solicitudes reproducidas mecánicamente, ilegibles, incompletas, sin un código de solicitud válido o enviadas por alguien distinto del titular de la cuenta son nulas. Las solicitudes se acreditan hasta el límite por periodo indicado allí; cada una debe enviarse por separado. Las Entradas gratuitas por correo tienen exactamente las mismas probabilidades de ganar que las que llegan con una compra. Consultas sobre solicitudes por correo: ${email}.`,
        ),
        section(
          "5. Jugar y ganar",
          "En el modo SweepStakes cada jugada usa Entradas. El resultado de cada jugada lo decide un generador de números aleatorios criptográficamente seguro; cada juego muestra sus reglas y su retorno teórico al jugador, que es el mismo en todos los modos y para todos los jugadores.",
          "Las Entradas que ganas se suman a tu saldo de Ganancias. Las Entradas recibidas como bonificación gratuita o premio promocional deben jugarse una vez antes de que las Ganancias que produzcan puedan canjearse. Las probabilidades de ganar dependen del juego elegido y del número de jugadas.",
        ),
        section(
          "6. Canje de premios",
          "Las Ganancias pueden canjearse por premios en efectivo a razón de 1 Ganancia por 1,00 US$. El canje mínimo es de 100 Ganancias; los canjes se pagan por transferencia a una cuenta bancaria a tu nombre en un plazo de 10 días hábiles desde su aprobación.",
          "Antes de tu primer canje debes completar la verificación de identidad: un documento oficial con foto, un comprobante de domicilio y, cuando se requiera, una comprobación de que estás en un estado admitido. El nombre de tu cuenta, tu documento y tu cuenta bancaria deben coincidir. Un canje puede rechazarse o revertirse si se han incumplido estas reglas o los Términos y condiciones.",
        ),
        section(
          "7. Impuestos",
          "Los premios son ingresos sujetos a impuestos. Eres responsable de todos los impuestos sobre los premios que recibas. Si tus canjes en un año natural alcanzan el umbral federal de declaración, te pediremos tu número de identificación fiscal y te enviaremos a ti y a la autoridad fiscal federal la declaración informativa exigida; los canjes quedan retenidos hasta recibirlo.",
        ),
        section(
          "8. Condiciones generales",
          "El Patrocinador puede descalificar a quien manipule el sorteo, use medios automáticos, abra varias cuentas, oculte su ubicación o actúe de forma desleal, y anular las Entradas y Ganancias afectadas. Si el sorteo no puede desarrollarse según lo previsto por un fallo, fraude o cualquier causa ajena al control del Patrocinador, este puede suspenderlo, modificarlo o terminarlo y otorgar premios con las Ganancias válidas obtenidas hasta ese momento.",
          "Al participar eximes al Patrocinador de responsabilidad por las pérdidas derivadas del sorteo, salvo donde la ley no permita tal exención. Las decisiones del Patrocinador sobre cualquier asunto del sorteo son definitivas.",
        ),
        section(
          "9. Controversias y contacto",
          `Estas reglas se rigen por las leyes del Estado de Delaware, y las controversias se resuelven según lo descrito en los Términos y condiciones. Para consultas, una copia de estas reglas o la lista de ganadores, escribe a ${email}.`,
        ),
      ],
    },
  };
}
