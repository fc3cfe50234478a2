import { type BrandDetails, type LegalPageText, OPERATOR, section } from "./page-text";

export function privacyPolicyPage({ brand, email }: BrandDetails): LegalPageText {
  return {
    title: { en: "Privacy policy", es: "Política de privacidad" },
    sections: {
      en: [
        section(
          "1. Who is responsible for your data",
          `${OPERATOR} operates ${brand} and decides how your personal information is used. This policy explains what we collect, why, who we share it with and the choices you have. Questions or requests about your data go to ${email}.`,
        ),
        section(
          "2. What we collect",
          "Information you give us: your name, email address, phone number, date of birth, postal address, the documents you upload to verify your identity, and what you write to our support team.",
          "Information created when you play: your balances and transactions, games played, promotions and prizes, purchase and redemption history, and the responsible-play limits you set.",
          "Information from your device: IP address and the approximate location derived from it, browser and device type, language, pages visited, and the cookies described below. If you allow it, your browser's precise location is checked only to confirm that you are in an eligible state.",
        ),
        section(
          "3. Why we use it",
          "To run your account and the games; to process purchases and pay prizes; to verify your identity and age and confirm you are eligible where you are; to prevent fraud, money laundering and abuse of promotions; to apply your responsible-play limits and spot signs of harmful play; to answer you when you contact us; to keep our service secure and improve it; and to meet our legal and tax obligations.",
          `With your consent we also send you promotional emails and push notifications. You can withdraw consent at any time with the unsubscribe link in any promotional email, in your browser's notification settings, or by writing to ${email}, without affecting your account or your prizes.`,
        ),
        section(
          "4. Who we share it with",
          "We do not sell your personal information and we do not share it for cross-context behavioral advertising.",
          "We share it only with service providers working for us under contract — payment processing, identity verification, hosting, customer support and email delivery — who may use it only to provide their service to us; with auditors and professional advisers; with authorities when the law requires it or to protect our players and ourselves from fraud; and with a buyer if our business is sold, under this same policy.",
        ),
        section(
          "5. Cookies",
          "Necessary cookies keep you signed in, remember your language and protect forms from forgery; the site cannot work without them. Optional cookies measure how the site is used and help us improve it; they are set only after you accept them in the cookie banner, and you can change your choice at any time from the banner link in the footer.",
        ),
        section(
          "6. How long we keep it and how we protect it",
          "We keep account, transaction and verification records for as long as your account is open and for up to seven years after it closes, because financial, tax and anti-money-laundering laws require it. Marketing preferences are deleted when you withdraw consent; support conversations are kept for two years.",
          "Your data is stored in the United States and protected with encryption in transit, access limited to the staff who need it, and regular security reviews. No system is perfectly secure; if a breach affects you, we will tell you as the law requires.",
        ),
        section(
          "7. Your rights and choices",
          `Depending on your state, you may have the right to know what personal information we hold about you, to get a copy, to correct it, to delete it, and to opt out of targeted advertising and profiling. Send your request to ${email}; we will verify your identity and answer within 45 days. We will not treat you differently for using these rights. Records we must keep by law cannot be deleted until the legal period ends.`,
        ),
        section(
          "8. Children and changes to this policy",
          `${brand} is for adults only. We do not knowingly collect information from anyone under 18 and will delete it and close the account if we learn that we have.`,
          "We may update this policy; the date at the top of this page shows when it last changed, and we will tell you in advance about important changes.",
        ),
      ],
      es: [
        section(
          "1. Responsable de tus datos",
          `${OPERATOR} opera ${brand} y decide cómo se usa tu información personal. Esta política explica qué recogemos, para qué, con quién lo compartimos y qué opciones tienes. Las preguntas o solicitudes sobre tus datos se envían a ${email}.`,
        ),
        section(
          "2. Qué recogemos",
          "Información que nos das: tu nombre, correo electrónico, teléfono, fecha de nacimiento, domicilio, los documentos que subes para verificar tu identidad y lo que escribes a nuestro equipo de soporte.",
          "Información generada al jugar: tus saldos y transacciones, juegos, promociones y premios, el historial de compras y canjes, y los límites de juego responsable que fijes.",
          "Información de tu dispositivo: dirección IP y la ubicación aproximada que se deriva de ella, tipo de navegador y dispositivo, idioma, páginas visitadas y las cookies descritas más abajo. Si lo permites, la ubicación precisa de tu navegador se consulta solo para confirmar que estás en un estado admitido.",
        ),
        section(
          "3. Para qué la usamos",
          "Para gestionar tu cuenta y los juegos; tramitar compras y pagar premios; verificar tu identidad y edad y confirmar que puedes participar donde estás; prevenir el fraude, el blanqueo de capitales y el abuso de promociones; aplicar tus límites de juego responsable y detectar señales de juego perjudicial; responderte cuando nos contactas; mantener el servicio seguro y mejorarlo; y cumplir nuestras obligaciones legales y fiscales.",
          `Con tu consentimiento también te enviamos correos promocionales y notificaciones push. Puedes retirarlo cuando quieras con el enlace para darte de baja de cualquier correo promocional, en los ajustes de notificaciones de tu navegador o escribiendo a ${email}, sin que afecte a tu cuenta ni a tus premios.`,
        ),
        section(
          "4. Con quién la compartimos",
          "No vendemos tu información personal ni la compartimos para publicidad conductual entre contextos.",
          "Solo la compartimos con proveedores que trabajan para nosotros por contrato —procesamiento de pagos, verificación de identidad, alojamiento, atención al cliente y envío de correos—, que solo pueden usarla para prestarnos su servicio; con auditores y asesores profesionales; con las autoridades cuando la ley lo exige o para proteger a nuestros jugadores y a nosotros mismos del fraude; y con un comprador si se vende nuestro negocio, bajo esta misma política.",
        ),
        section(
          "5. Cookies",
          "Las cookies necesarias mantienen tu sesión, recuerdan tu idioma y protegen los formularios contra falsificaciones; el sitio no funciona sin ellas. Las cookies opcionales miden cómo se usa el sitio y nos ayudan a mejorarlo; solo se instalan después de que las aceptes en el aviso de cookies, y puedes cambiar tu elección en cualquier momento desde el enlace del pie de página.",
        ),
        section(
          "6. Cuánto tiempo la conservamos y cómo la protegemos",
          "Conservamos los registros de la cuenta, las transacciones y la verificación mientras tu cuenta esté abierta y hasta siete años después de cerrarla, porque lo exigen las leyes financieras, fiscales y contra el blanqueo de capitales. Las preferencias de marketing se borran al retirar el consentimiento; las conversaciones con soporte se guardan dos años.",
          "Tus datos se almacenan en los Estados Unidos y se protegen con cifrado en tránsito, acceso limitado al personal que los necesita y revisiones de seguridad periódicas. Ningún sistema es perfectamente seguro; si una brecha te afecta, te lo comunicaremos como exige la ley.",
        ),
        section(
          "7. Tus derechos y opciones",
          `Según tu estado, puedes tener derecho a saber qué información personal tenemos sobre ti, obtener una copia, corregirla, eliminarla y oponerte a la publicidad dirigida y a la elaboración de perfiles. Envía tu solicitud a ${email}; verificaremos tu identidad y responderemos en un plazo de 45 días. No te trataremos de forma distinta por ejercer estos derechos. Los registros que la ley nos obliga a conservar no pueden borrarse hasta que termine el plazo legal.`,
        ),
        section(
          "8. Menores y cambios en esta política",
          `${brand} es solo para personas adultas. No recogemos a sabiendas información de menores de 18 años y, si descubrimos que lo hemos hecho, la borraremos y cerraremos la cuenta.`,
          "Podemos actualizar esta política; la fecha al principio de esta página indica cuándo cambió por última vez, y te avisaremos con antelación de los cambios importantes.",
        ),
      ],
    },
  };
}
