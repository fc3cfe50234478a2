import { type BrandDetails, type LegalPageText, section } from "./page-text";

export function responsiblePlayPage({ brand, email }: BrandDetails): LegalPageText {
  return {
    title: { en: "Responsible play", es: "Juego responsable" },
    sections: {
      en: [
        section(
          "1. Play for fun",
          `${brand} is entertainment. Play with time and money you can afford to spend on fun, never to earn money, pay bills or win back what you have spent. You set the tools below yourself under Account › Responsible play, and our support team can set any of them for you: write to ${email} from the email address of your account.`,
        ),
        section(
          "2. Know the signs",
          "Take a break and talk to someone if you spend more time or money than you planned, chase losses, borrow money or sell things to keep playing, hide your play from the people close to you, feel restless or irritable when you are not playing, or neglect work, study, sleep or family because of it.",
        ),
        section(
          "3. Purchase limits",
          "Set a daily, weekly and monthly limit on what you spend on Coin packages. A purchase that would go over a limit is refused.",
          "Lowering a limit takes effect at once. Raising or removing a limit takes effect only after 24 hours, and you must confirm it again at that point, so a decision is never made in the heat of the moment.",
        ),
        section(
          "4. Reality check",
          "Choose a reminder every so many minutes (0 turns it off). When it appears it shows how long you have been signed in and what you have won or lost in real-money play in this session, and you choose whether to continue or sign out.",
        ),
        section(
          "5. Cool-off",
          "Take a short break of 24 hours, a week, a month or any number of days up to 6 weeks. During a cool-off you cannot play, buy Coins or take part in promotions, and we stop sending you marketing. You can still sign in to see your balances and redeem Winnings. A cool-off cannot be cancelled or shortened once it has started.",
        ),
        section(
          "6. Self-exclusion",
          `For a longer break, exclude yourself for 6 months or more. You confirm it once more before it starts, and it starts at once. Your account is closed for play, purchases and prizes for the whole period and marketing stops; you can still sign in to see your status, and Winnings you had already earned remain redeemable.`,
          `A self-exclusion cannot be reversed or shortened before it ends, not even by our staff. To self-exclude without signing in, write to ${email} from the email address of your account.`,
        ),
        section(
          "7. Protecting minors",
          `${brand} is only for adults aged 18 or over, and we verify age before any prize is redeemed. If children use your device, keep your password private, do not let the browser remember it, and use the parental-control or content-filtering software of your device to block gaming sites.`,
        ),
        section(
          "8. Where to find help",
          "Free, confidential help is available 24 hours a day. A national problem-gambling helpline answers by phone, text and chat, and every state has a problem-gambling council that offers counseling and peer-support groups, often at no cost. The current numbers and links are in the Help section of our site, and our support team will give them to you on request.",
          `If you are worried about someone else, you can also contact these services for advice. If you think someone else is using your account, or that a player is under 18, tell us at ${email} and we will act at once.`,
        ),
      ],
      es: [
        section(
          "1. Juega para divertirte",
          `${brand} es entretenimiento. Juega con el tiempo y el dinero que puedas dedicar a divertirte, nunca para ganar dinero, pagar facturas ni recuperar lo que has gastado. Tú mismo activas las herramientas siguientes en Cuenta › Juego responsable, y nuestro equipo de soporte puede activar cualquiera de ellas por ti: escribe a ${email} desde el correo electrónico de tu cuenta.`,
        ),
        section(
          "2. Reconoce las señales",
          "Tómate un descanso y habla con alguien si dedicas más tiempo o dinero del previsto, intentas recuperar lo perdido, pides prestado o vendes cosas para seguir jugando, ocultas tu juego a las personas cercanas, te sientes inquieto o irritable cuando no juegas, o descuidas el trabajo, los estudios, el sueño o la familia por ello.",
        ),
        section(
          "3. Límites de compra",
          "Fija un límite diario, semanal y mensual de gasto en paquetes de Monedas. Se rechaza cualquier compra que supere un límite.",
          "Reducir un límite surte efecto de inmediato. Aumentarlo o eliminarlo solo surte efecto pasadas 24 horas, y debes volver a confirmarlo en ese momento, para que ninguna decisión se tome en caliente.",
        ),
        section(
          "4. Recordatorio de realidad",
          "Elige un recordatorio cada cierto número de minutos (0 lo desactiva). Cuando aparece, muestra cuánto tiempo llevas con la sesión iniciada y cuánto has ganado o perdido jugando con dinero real en esta sesión, y eliges si continuar o cerrar sesión.",
        ),
        section(
          "5. Pausa",
          "Tómate un descanso breve de 24 horas, una semana, un mes o el número de días que quieras hasta 6 semanas. Durante la pausa no puedes jugar, comprar Monedas ni participar en promociones, y dejamos de enviarte publicidad. Puedes seguir iniciando sesión para ver tus saldos y canjear Ganancias. Una pausa no puede cancelarse ni acortarse una vez iniciada.",
        ),
        section(
          "6. Autoexclusión",
          `Para un descanso más largo, autoexclúyete durante 6 meses o más. Lo confirmas una vez más antes de que empiece, y empieza de inmediato. Tu cuenta queda cerrada para jugar, comprar y recibir premios durante todo el periodo y se detiene la publicidad; puedes seguir iniciando sesión para ver tu estado, y las Ganancias que ya hubieras obtenido siguen siendo canjeables.`,
          `Una autoexclusión no puede revertirse ni acortarse antes de que termine, ni siquiera por nuestro personal. Para autoexcluirte sin iniciar sesión, escribe a ${email} desde el correo electrónico de tu cuenta.`,
        ),
        section(
          "7. Protección de menores",
          `${brand} es solo para personas adultas de 18 años o más, y verificamos la edad antes de canjear cualquier premio. Si hay menores que usan tu dispositivo, mantén tu contraseña en privado, no dejes que el navegador la recuerde y usa el control parental o el filtro de contenidos de tu dispositivo para bloquear los sitios de juego.`,
        ),
        section(
          "8. Dónde encontrar ayuda",
          "Hay ayuda gratuita y confidencial las 24 horas del día. Una línea nacional de ayuda para el juego problemático atiende por teléfono, mensaje de texto y chat, y cada estado tiene un consejo sobre el juego problemático que ofrece asesoramiento y grupos de apoyo entre pares, a menudo sin coste. Los números y enlaces actualizados están en la sección de Ayuda de nuestro sitio, y nuestro equipo de soporte te los facilitará si los pides.",
          `Si te preocupa otra persona, también puedes pedir consejo a estos servicios. Si crees que otra persona usa tu cuenta, o que un jugador es menor de 18 años, avísanos en ${email} y actuaremos de inmediato.`,
        ),
      ],
    },
  };
}
