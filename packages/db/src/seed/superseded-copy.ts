/**
 * Seeded texts that later turned out to promise what the product does not have (tournaments, daily
 * rewards, responsible-play tools "in your account", coins to get). The seed inserts only missing rows, so
 * a database seeded before keeps them: `reviseSeededCopy` swaps each one, word for word, for the text the
 * seed has today at the same place. Text an operator has rewritten matches none of these and is kept.
 */
export function supersededCopy({
  name,
  email,
  gameCount,
}: {
  name: string;
  email: string;
  gameCount: number;
}) {
  return new Set<string>([
    // brand_content.about
    `${name} is a free-to-play social casino: spin slots, join tournaments and collect daily rewards without ever having to buy anything.`,
    `No purchase is necessary to play or to win. Free Entries come with daily rewards, promotions and our alternative method of entry described in the Sweepstakes Rules.`,
    `${name} is intended for adults aged 18 and over. Play responsibly: set limits, take breaks, and ask us for a cool-off or self-exclusion at any time.`,
    `${name} es un casino social gratuito: gira tragamonedas, participa en torneos y recoge premios diarios sin necesidad de comprar nada.`,
    `No es necesaria ninguna compra para jugar ni para ganar. Las Entradas gratuitas llegan con los premios diarios, las promociones y el método alternativo de participación descrito en las Reglas del Sorteo.`,
    `${name} está dirigido a personas adultas de 18 años o más. Juega con responsabilidad: fija límites, tómate descansos y pídenos una pausa o la autoexclusión cuando quieras.`,
    // home_page
    `Play ${gameCount}+ slots for free at ${name}: daily rewards, tournaments and sweepstakes prizes. No purchase necessary.`,
    `Juega gratis a más de ${gameCount} tragamonedas en ${name}: premios diarios, torneos y sorteos. Sin compra necesaria.`,
    "No purchase necessary. Play responsibly: set limits in your account at any time.",
    "Sin compra necesaria. Juega con responsabilidad: fija límites en tu cuenta cuando quieras.",
    // legal_page: responsible play, terms, sweepstakes rules
    `${name} is entertainment. Play with time and money you can afford to spend on fun, never to earn money, pay bills or win back what you have spent. The tools below are in your account under Responsible play, and our support team can set any of them for you at ${email}.`,
    `${name} es entretenimiento. Juega con el tiempo y el dinero que puedas dedicar a divertirte, nunca para ganar dinero, pagar facturas ni recuperar lo que has gastado. Las herramientas siguientes están en tu cuenta, en Juego responsable, y nuestro equipo de soporte puede activar cualquiera de ellas por ti en ${email}.`,
    `You may close your account at any time by writing to ${email}, or take a break with the cool-off and self-exclusion tools in your account.`,
    `Puedes cerrar tu cuenta cuando quieras escribiendo a ${email}, o tomarte un descanso con las herramientas de pausa y autoexclusión de tu cuenta.`,
    // legal_page: privacy policy (there are no consent settings in the account)
    "With your consent we also send you promotional emails and push notifications. You can withdraw consent at any time from the message itself or in your account, without affecting your account or your prizes.",
    "Con tu consentimiento también te enviamos correos promocionales y notificaciones push. Puedes retirarlo cuando quieras desde el propio mensaje o desde tu cuenta, sin que afecte a tu cuenta ni a tus premios.",
    "Entries are sweepstakes entries. You can get them free in several ways: a welcome gift when you verify your email, daily login rewards, social media and in-game promotions, and the alternative method of entry below. Entries may also be given as a free bonus with a Coin purchase; the Coins are what you pay for.",
    "Las Entradas son participaciones en el sorteo. Puedes conseguirlas gratis de varias formas: un regalo de bienvenida al verificar tu correo, premios por inicio de sesión diario, promociones en redes sociales y en el juego, y el método alternativo de participación que se describe abajo. También pueden darse Entradas como bonificación gratuita con una compra de Monedas; lo que pagas son las Monedas.",
    // legal_page: sweepstakes rules, the alternative method of entry before request codes (issue #13)
    'To get free Entries by mail, hand-write on a 4 x 6 inch card: your full name, the email address of your account, your account ID, your postal address, and the sentence "I would like to receive free sweepstakes Entries and I agree to the Sweepstakes Rules." Put the card in a stamped envelope with your return address and send it to the mailing address shown on the Free Entries page of your account.',
    `Each valid request received earns 5 Entries, credited within 14 days. Send one request per envelope; requests that are mechanically reproduced, illegible, incomplete or sent by someone other than the account holder are void. There is no limit on the number of valid requests, but each must be mailed separately. Questions about mail-in requests: ${email}.`,
    "Para recibir Entradas gratuitas por correo postal, escribe a mano en una tarjeta de 4 x 6 pulgadas: tu nombre completo, el correo electrónico de tu cuenta, tu ID de cuenta, tu domicilio y la frase «Deseo recibir Entradas gratuitas para el sorteo y acepto las Reglas del sorteo». Introduce la tarjeta en un sobre franqueado con remitente y envíala a la dirección postal que figura en la página de Entradas gratuitas de tu cuenta.",
    `Cada solicitud válida recibida otorga 5 Entradas, que se acreditan en un plazo de 14 días. Envía una solicitud por sobre; las solicitudes reproducidas mecánicamente, ilegibles, incompletas o enviadas por alguien distinto del titular de la cuenta son nulas. No hay límite de solicitudes válidas, pero cada una debe enviarse por separado. Consultas sobre solicitudes por correo: ${email}.`,
    // legal_page and home_page: responsible play before players set the tools themselves (issue #13)
    "No purchase necessary. Play responsibly: our support team sets limits, a cool-off or self-exclusion for you on request.",
    "Sin compra necesaria. Juega con responsabilidad: nuestro equipo de soporte te fija límites, una pausa o la autoexclusión si lo pides.",
    `${name} es entretenimiento. Juega con el tiempo y el dinero que puedas dedicar a divertirte, nunca para ganar dinero, pagar facturas ni recuperar lo que has gastado. Nuestro equipo de soporte activa por ti cualquiera de las herramientas siguientes: escribe a ${email} desde el correo electrónico de tu cuenta.`,
    `${name} is entertainment. Play with time and money you can afford to spend on fun, never to earn money, pay bills or win back what you have spent. Our support team sets any of the tools below for you: write to ${email} from the email address of your account.`,
    `A self-exclusion cannot be reversed before it ends. When a fixed period ends, your account stays closed until you ask us in writing to reopen it, and it reopens only after a 7-day waiting period. To self-exclude straight away without signing in, write to ${email} from the email address of your account.`,
    "Choose a reminder every 15, 30, 60 or 120 minutes. When it appears it shows how long you have been playing and what you have spent and won in this session, and you choose whether to continue, review your history or stop. The reminder pauses the game until you answer.",
    "Elige un recordatorio cada 15, 30, 60 o 120 minutos. Cuando aparece, muestra cuánto tiempo llevas jugando y cuánto has gastado y ganado en esta sesión, y eliges si continuar, revisar tu historial o parar. El recordatorio pausa el juego hasta que respondas.",
    `For a longer break, exclude yourself for 6 months, 1 year, 5 years or permanently. Your account is closed for play and purchases for the whole period, marketing stops, and we take reasonable steps to stop you from opening a new account on ${name} or on any other brand we operate. Winnings you had already earned remain redeemable.`,
    `Para un descanso más largo, autoexclúyete durante 6 meses, 1 año, 5 años o de forma permanente. Tu cuenta queda cerrada para jugar y comprar durante todo el periodo, se detiene la publicidad y tomamos medidas razonables para impedir que abras una cuenta nueva en ${name} o en cualquier otra marca que operemos. Las Ganancias que ya hubieras obtenido siguen siendo canjeables.`,
    "Take a short break of 24 hours, 7 days or 30 days. During a cool-off you cannot play, buy Coins or take part in promotions, and we stop sending you marketing. You can still sign in to see your balances and redeem Winnings. A cool-off cannot be cancelled or shortened once it has started.",
    "Tómate un descanso breve de 24 horas, 7 días o 30 días. Durante la pausa no puedes jugar, comprar Monedas ni participar en promociones, y dejamos de enviarte publicidad. Puedes seguir iniciando sesión para ver tus saldos y canjear Ganancias. Una pausa no puede cancelarse ni acortarse una vez iniciada.",
    `Una autoexclusión no puede revertirse antes de que termine. Al acabar un periodo fijo, tu cuenta sigue cerrada hasta que nos pidas por escrito reabrirla, y solo se reabre tras un periodo de espera de 7 días. Para autoexcluirte de inmediato sin iniciar sesión, escribe a ${email} desde el correo electrónico de tu cuenta.`,
  ]);
}
