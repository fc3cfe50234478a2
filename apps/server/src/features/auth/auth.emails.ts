import type { Brand, Locale } from "@casino/contracts";
import { type EmailContent, type OutgoingEmail, renderEmail } from "../../platform/email";

/** The four emails of the auth feature, with what each needs. */
export type AuthEmail =
  | { kind: "email_confirm"; link: string; rewardCoins: number; rewardEntries: number }
  | { kind: "password_reset"; link: string }
  | { kind: "one_time_code"; code: string; minutes: number }
  | { kind: "sign_up_attempt"; signInLink: string; resetLink: string }
  | { kind: "code_sign_in_off"; signInLink: string; resetLink: string }
  | { kind: "password_reset_no_account"; signUpLink: string };

type Copy = {
  [K in AuthEmail["kind"]]: (email: Extract<AuthEmail, { kind: K }>, brand: string) => EmailContent;
};

const coins = (locale: Locale, amount: number) =>
  new Intl.NumberFormat(locale === "es" ? "es-US" : "en-US").format(amount);

const entries = (locale: Locale, amount: number) =>
  new Intl.NumberFormat(locale === "es" ? "es-US" : "en-US", { minimumFractionDigits: 2 }).format(amount);

const COPY: Record<Locale, Copy> = {
  en: {
    email_confirm: (e, brand) => ({
      subject: `Confirm your email for ${brand}`,
      preheader: "One tap and your address is confirmed.",
      heading: "Confirm your email address",
      paragraphs: [
        `Welcome to ${brand}! Tap the button to confirm this is your email address.`,
        ...(e.rewardCoins > 0
          ? [`Confirming it adds ${coins("en", e.rewardCoins)} Coins to your balance.`]
          : []),
        ...(e.rewardEntries > 0
          ? [`Your ${entries("en", e.rewardEntries)} free welcome entries arrive as soon as you confirm.`]
          : []),
      ],
      action: { label: "Confirm email", url: e.link },
      fallbackLabel: "Button not working? Open this link:",
      after: [
        "The link works once and expires in 7 days. If you did not create an account, ignore this email.",
      ],
    }),
    password_reset: (e, brand) => ({
      subject: `Reset your ${brand} password`,
      preheader: "A link to choose a new password, valid for 1 hour.",
      heading: "Reset your password",
      paragraphs: [`We received a request to reset the password of your ${brand} account.`],
      action: { label: "Choose a new password", url: e.link },
      fallbackLabel: "Button not working? Open this link:",
      after: [
        "The link works once and expires in 1 hour. Setting a new password signs you out everywhere.",
        "If you did not ask for this, ignore this email: your password stays the same.",
      ],
    }),
    one_time_code: (e, brand) => ({
      subject: `${e.code} is your ${brand} code`,
      preheader: `Your code expires in ${e.minutes} minutes.`,
      heading: "Your one-time code",
      paragraphs: [`Enter this code on ${brand} to continue:`],
      code: e.code,
      after: [
        `It expires in ${e.minutes} minutes and works once. Never share it: our team will never ask for it.`,
        "If you did not ask for a code, ignore this email.",
      ],
    }),
    sign_up_attempt: (e, brand) => ({
      subject: `Someone tried to sign up to ${brand} with your email`,
      preheader: "You already have an account with this address.",
      heading: "You already have an account",
      paragraphs: [
        `Someone, maybe you, just tried to create a new ${brand} account with this email address. You already have one, so no new account was created.`,
        `If it was you, sign in: ${e.signInLink}`,
      ],
      action: { label: "Reset your password", url: e.resetLink },
      after: ["If it was not you, you can ignore this email: your account has not changed."],
    }),
    password_reset_no_account: (e, brand) => ({
      subject: `Password reset requested at ${brand}`,
      preheader: "No account uses this address.",
      heading: "No account uses this address",
      paragraphs: [
        `Someone, maybe you, asked to reset the ${brand} password of this address, but no account uses it. If you signed up with another address, ask again with that one.`,
      ],
      action: { label: "Create an account", url: e.signUpLink },
      after: ["If it was not you, you can ignore this email."],
    }),
    code_sign_in_off: (e, brand) => ({
      subject: `Your ${brand} account signs in with a password`,
      preheader: "No code was sent: this account uses its password.",
      heading: "Sign in with your password",
      paragraphs: [
        `Someone, maybe you, asked for a sign-in code for ${brand}. This account signs in with its password, so no code was sent.`,
        "Once signed in, you can turn on sign-in by code in your account.",
        `Sign in here: ${e.signInLink}`,
      ],
      action: { label: "Reset your password", url: e.resetLink },
      after: ["If it was not you, you can ignore this email: your account has not changed."],
    }),
  },
  es: {
    email_confirm: (e, brand) => ({
      subject: `Confirma tu correo en ${brand}`,
      preheader: "Un toque y tu dirección queda confirmada.",
      heading: "Confirma tu correo electrónico",
      paragraphs: [
        `¡Te damos la bienvenida a ${brand}! Pulsa el botón para confirmar que esta es tu dirección de correo.`,
        ...(e.rewardCoins > 0
          ? [`Al confirmarla sumas ${coins("es", e.rewardCoins)} Coins a tu saldo.`]
          : []),
        ...(e.rewardEntries > 0
          ? [
              `Tus ${entries("es", e.rewardEntries)} entradas de bienvenida gratis llegan en cuanto la confirmes.`,
            ]
          : []),
      ],
      action: { label: "Confirmar correo", url: e.link },
      fallbackLabel: "¿El botón no funciona? Abre este enlace:",
      after: [
        "El enlace sirve una sola vez y caduca en 7 días. Si no creaste una cuenta, ignora este correo.",
      ],
    }),
    password_reset: (e, brand) => ({
      subject: `Restablece tu contraseña de ${brand}`,
      preheader: "Un enlace para elegir una nueva contraseña, válido 1 hora.",
      heading: "Restablece tu contraseña",
      paragraphs: [`Recibimos una solicitud para restablecer la contraseña de tu cuenta de ${brand}.`],
      action: { label: "Elegir una nueva contraseña", url: e.link },
      fallbackLabel: "¿El botón no funciona? Abre este enlace:",
      after: [
        "El enlace sirve una sola vez y caduca en 1 hora. Al cambiar la contraseña se cierran todas tus sesiones.",
        "Si no lo pediste, ignora este correo: tu contraseña no cambia.",
      ],
    }),
    one_time_code: (e, brand) => ({
      subject: `${e.code} es tu código de ${brand}`,
      preheader: `Tu código caduca en ${e.minutes} minutos.`,
      heading: "Tu código de un solo uso",
      paragraphs: [`Introduce este código en ${brand} para continuar:`],
      code: e.code,
      after: [
        `Caduca en ${e.minutes} minutos y sirve una sola vez. No lo compartas: nuestro equipo nunca te lo pedirá.`,
        "Si no pediste un código, ignora este correo.",
      ],
    }),
    sign_up_attempt: (e, brand) => ({
      subject: `Alguien intentó registrarse en ${brand} con tu correo`,
      preheader: "Ya tienes una cuenta con esta dirección.",
      heading: "Ya tienes una cuenta",
      paragraphs: [
        `Alguien, quizá tú, acaba de intentar crear una nueva cuenta de ${brand} con esta dirección de correo. Ya tienes una, así que no se creó ninguna cuenta nueva.`,
        `Si fuiste tú, inicia sesión: ${e.signInLink}`,
      ],
      action: { label: "Restablecer tu contraseña", url: e.resetLink },
      after: ["Si no fuiste tú, puedes ignorar este correo: tu cuenta no ha cambiado."],
    }),
    password_reset_no_account: (e, brand) => ({
      subject: `Solicitud de cambio de contraseña en ${brand}`,
      preheader: "Ninguna cuenta usa esta dirección.",
      heading: "Ninguna cuenta usa esta dirección",
      paragraphs: [
        `Alguien, quizá tú, pidió restablecer la contraseña de ${brand} de esta dirección, pero ninguna cuenta la usa. Si te registraste con otra dirección, pídelo con esa.`,
      ],
      action: { label: "Crear una cuenta", url: e.signUpLink },
      after: ["Si no fuiste tú, ignora este correo."],
    }),
    code_sign_in_off: (e, brand) => ({
      subject: `Tu cuenta de ${brand} inicia sesión con contraseña`,
      preheader: "No enviamos ningún código: esta cuenta usa su contraseña.",
      heading: "Inicia sesión con tu contraseña",
      paragraphs: [
        `Alguien, quizá tú, pidió un código para iniciar sesión en ${brand}. Esta cuenta inicia sesión con su contraseña, así que no enviamos ningún código.`,
        "Después de iniciar sesión puedes activar el inicio de sesión con código en tu cuenta.",
        `Inicia sesión aquí: ${e.signInLink}`,
      ],
      action: { label: "Restablecer contraseña", url: e.resetLink },
      after: ["Si no fuiste tú, ignora este correo: tu cuenta no ha cambiado."],
    }),
  },
};

/** Renders an auth email in the reader's language and the brand's colours, ready for the mailer. */
export function composeAuthEmail(
  email: AuthEmail,
  context: { brand: Brand; supportEmail: string; locale: Locale; to: string },
): OutgoingEmail {
  const { brand, locale } = context;
  const content = (COPY[locale][email.kind] as (e: AuthEmail, brand: string) => EmailContent)(
    email,
    brand.name,
  );
  const rendered = renderEmail(
    content,
    { id: brand.id, name: brand.name, supportEmail: context.supportEmail },
    locale,
  );
  return { brandId: brand.id, kind: email.kind, to: context.to, locale, ...rendered };
}
