import { type BrandDetails, type LegalPageText, OPERATOR, section } from "./page-text";

export function termsPage({ brand, email }: BrandDetails): LegalPageText {
  return {
    title: { en: "Terms and conditions", es: "Términos y condiciones" },
    sections: {
      en: [
        section(
          "1. Who we are and what these terms cover",
          `${brand} is a social casino operated by ${OPERATOR} ("we", "us", "our"). These terms and conditions form a binding agreement between you and us and apply every time you visit ${brand}, create an account, play a game or take part in a promotion.`,
          `Our Sweepstakes Rules, Privacy Policy and Responsible Play policy are part of these terms. If a promotion has its own rules, those rules apply to that promotion together with these terms. By creating an account you confirm that you have read and accept all of them. If you do not accept them, do not use ${brand}.`,
        ),
        section(
          "2. Who may play",
          "You must be at least 18 years old, or the age of majority where you live if that is higher, and live in one of the fifty United States or the District of Columbia where social casino play and sweepstakes are permitted. Sweepstakes play is void where prohibited by law; the states where it is not available are listed in the Sweepstakes Rules.",
          "You may hold one account only. Accounts are personal: you may not share, sell or transfer yours, and you may not play on behalf of another person. Employees of the operator and members of their households may not take part in sweepstakes promotions.",
        ),
        section(
          "3. Your account and identity verification",
          "Keep your sign-in details private and tell us at once if you think someone else has used your account. You are responsible for everything done through your account until you tell us about a compromise.",
          "The information you give us must be true, complete and kept up to date. We may ask you to verify your identity, age, address and payment methods at any time, and always before a prize redemption. We may limit or suspend an account until verification is complete.",
        ),
        section(
          "4. Coins, Entries and Winnings",
          `${brand} uses three virtual currencies. Coins are used in TournamentPoints mode for entertainment only; they can never be redeemed for money or prizes. Entries are sweepstakes entries used in SweepStakes mode; they are given away free and cannot be bought. Winnings are Entries won in SweepStakes mode that you may redeem for prizes under the Sweepstakes Rules.`,
          "Coins, Entries and Winnings have no monetary value, are not your property, cannot be transferred between accounts and cannot be exchanged for cash except by redeeming Winnings as the Sweepstakes Rules describe. Balances are shown in your account; our records are final if they ever differ from what a screen showed.",
        ),
        section(
          "5. Coin purchases",
          "You may buy Coin packages. Some packages include free Entries as a bonus; you are paying only for the Coins, and a purchase never improves your chances of winning a sweepstakes prize. All prices are shown in US dollars before you confirm.",
          "Purchases are final once the Coins are credited, except where the law gives you a right to a refund. If you dispute a payment with your bank instead of contacting us, we may suspend the account while we investigate and remove Coins, Entries or Winnings obtained with the disputed payment. Purchase limits you set under our Responsible Play policy are always respected.",
        ),
        section(
          "6. Games and fair play",
          "Game outcomes are decided by a cryptographically secure random number generator and do not depend on your purchases, your balance or the mode you play in. Each game shows its rules and its return to player.",
          "A malfunction voids all affected plays and pays. If a game, balance or prize is shown or credited by mistake, we will correct it. You must not use bots, scripts or other automated tools, exploit errors, collude with other players, open more than one account, or hide your location to get around our eligibility rules.",
        ),
        section(
          "7. Suspension and closure",
          `You may close your account at any time by writing to ${email}, or ask us there for a cool-off or self-exclusion (see Responsible play).`,
          "We may suspend or close an account, cancel Entries and Winnings obtained unfairly, and refuse redemptions if you break these terms, if we must do so by law, or if we reasonably suspect fraud, money laundering or abuse of promotions. Where the law allows, we will tell you why. Winnings legitimately obtained before a closure that is not caused by a breach of these terms remain redeemable.",
        ),
        section(
          "8. Our content and liability",
          `Everything on ${brand} — games, artwork, text, software and trademarks — belongs to us or our licensors. You may use it only to play on ${brand} for your own entertainment.`,
          `${brand} is provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability to you is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits liability that cannot be limited by law.`,
        ),
        section(
          "9. Disputes, changes and contact",
          `If something goes wrong, contact us first at ${email}; most questions are solved within a few days. These terms are governed by the laws of the State of Delaware. Disputes that we cannot settle informally are resolved by individual binding arbitration, except claims that qualify for small-claims court; class actions are waived where the law allows.`,
          "We may change these terms. We will show the new version and its effective date on this page and tell you about material changes before they take effect; continuing to play after that date means you accept the change.",
        ),
      ],
      es: [
        section(
          "1. Quiénes somos y qué cubren estos términos",
          `${brand} es un casino social operado por ${OPERATOR} («nosotros»). Estos términos y condiciones son un acuerdo vinculante entre tú y nosotros y se aplican cada vez que visitas ${brand}, creas una cuenta, juegas o participas en una promoción.`,
          `Nuestras Reglas del sorteo, Política de privacidad y política de Juego responsable forman parte de estos términos. Si una promoción tiene reglas propias, se aplican a esa promoción junto con estos términos. Al crear una cuenta confirmas que los has leído y aceptado. Si no los aceptas, no utilices ${brand}.`,
        ),
        section(
          "2. Quién puede jugar",
          "Debes tener al menos 18 años, o la mayoría de edad de tu lugar de residencia si es mayor, y residir en uno de los cincuenta estados de los Estados Unidos o en el Distrito de Columbia donde se permitan el casino social y los sorteos. El juego de sorteo es nulo donde la ley lo prohíba; los estados donde no está disponible figuran en las Reglas del sorteo.",
          "Solo puedes tener una cuenta. Las cuentas son personales: no puedes compartirla, venderla ni transferirla, ni jugar en nombre de otra persona. Los empleados del operador y los miembros de su hogar no pueden participar en promociones de sorteo.",
        ),
        section(
          "3. Tu cuenta y la verificación de identidad",
          "Mantén en privado tus datos de acceso y avísanos de inmediato si crees que otra persona ha usado tu cuenta. Eres responsable de todo lo que se haga con tu cuenta hasta que nos informes del problema.",
          "La información que nos des debe ser verdadera, completa y estar actualizada. Podemos pedirte que verifiques tu identidad, edad, domicilio y métodos de pago en cualquier momento, y siempre antes de canjear un premio. Podemos limitar o suspender una cuenta hasta completar la verificación.",
        ),
        section(
          "4. Monedas, Entradas y Ganancias",
          `${brand} usa tres monedas virtuales. Las Monedas se usan en el modo TournamentPoints solo por diversión y nunca pueden canjearse por dinero ni premios. Las Entradas son participaciones en el sorteo que se usan en el modo SweepStakes; se regalan y no pueden comprarse. Las Ganancias son Entradas ganadas en el modo SweepStakes que puedes canjear por premios según las Reglas del sorteo.`,
          "Las Monedas, Entradas y Ganancias no tienen valor monetario, no son de tu propiedad, no pueden transferirse entre cuentas ni cambiarse por dinero, salvo canjeando Ganancias como indican las Reglas del sorteo. Los saldos se muestran en tu cuenta; si alguna vez difieren de lo que mostró una pantalla, prevalecen nuestros registros.",
        ),
        section(
          "5. Compras de Monedas",
          "Puedes comprar paquetes de Monedas. Algunos incluyen Entradas gratuitas como bonificación; solo pagas por las Monedas, y una compra nunca mejora tus opciones de ganar un premio del sorteo. Todos los precios se muestran en dólares estadounidenses antes de confirmar.",
          "Las compras son definitivas una vez acreditadas las Monedas, salvo que la ley te reconozca un derecho de reembolso. Si impugnas un pago ante tu banco en lugar de contactarnos, podemos suspender la cuenta mientras lo investigamos y retirar las Monedas, Entradas o Ganancias obtenidas con ese pago. Siempre respetamos los límites de compra que fijes según nuestra política de Juego responsable.",
        ),
        section(
          "6. Juegos y juego limpio",
          "Los resultados de los juegos los decide un generador de números aleatorios criptográficamente seguro y no dependen de tus compras, tu saldo ni el modo en que juegues. Cada juego muestra sus reglas y su retorno al jugador.",
          "Un fallo de funcionamiento anula todas las jugadas y pagos afectados. Si un juego, saldo o premio se muestra o acredita por error, lo corregiremos. No debes usar bots, scripts ni otras herramientas automáticas, aprovechar errores, coludirte con otros jugadores, abrir más de una cuenta ni ocultar tu ubicación para eludir nuestras reglas de elegibilidad.",
        ),
        section(
          "7. Suspensión y cierre",
          `Puedes cerrar tu cuenta cuando quieras escribiendo a ${email}, o pedirnos allí una pausa o la autoexclusión (consulta Juego responsable).`,
          "Podemos suspender o cerrar una cuenta, anular Entradas y Ganancias obtenidas de forma indebida y rechazar canjes si incumples estos términos, si la ley nos obliga o si sospechamos razonablemente fraude, blanqueo de capitales o abuso de promociones. Cuando la ley lo permita, te diremos el motivo. Las Ganancias obtenidas legítimamente antes de un cierre que no se deba a un incumplimiento siguen siendo canjeables.",
        ),
        section(
          "8. Nuestro contenido y nuestra responsabilidad",
          `Todo lo que hay en ${brand} —juegos, imágenes, textos, software y marcas— nos pertenece a nosotros o a nuestros licenciantes. Solo puedes usarlo para jugar en ${brand} por tu propio entretenimiento.`,
          `${brand} se ofrece «tal cual». En la medida en que la ley lo permita, no respondemos de pérdidas indirectas o consecuentes, y nuestra responsabilidad total ante ti se limita a lo que nos hayas pagado en los doce meses anteriores a la reclamación. Nada en estos términos limita la responsabilidad que la ley no permite limitar.`,
        ),
        section(
          "9. Controversias, cambios y contacto",
          `Si algo sale mal, escríbenos primero a ${email}; la mayoría de las consultas se resuelven en pocos días. Estos términos se rigen por las leyes del Estado de Delaware. Las controversias que no podamos resolver de forma amistosa se someten a arbitraje individual vinculante, salvo las reclamaciones que correspondan a un tribunal de menor cuantía; se renuncia a las acciones colectivas donde la ley lo permita.`,
          "Podemos modificar estos términos. Publicaremos la nueva versión y su fecha de entrada en vigor en esta página y te avisaremos de los cambios importantes antes de que se apliquen; seguir jugando después de esa fecha implica que aceptas el cambio.",
        ),
      ],
    },
  };
}
