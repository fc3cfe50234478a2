import type { Brand, Locale } from "@casino/contracts";
import { type EmailContent, type OutgoingEmail, renderEmail } from "../../platform/email";

/** The four emails of the auth feature, with what each needs. */
export type AuthEmail =
  | { kind: "email_confirm"; link: string; rewardCoins: number }
  | { kind: "password_reset"; link: string }
  | { kind: "one_time_code"; code: string; minutes: number }
  | { kind: "sign_up_attempt"; signInLink: string; resetLink: string };

type Copy = {
  [K in AuthEmail["kind"]]: (email: Extract<AuthEmail, { kind: K }>, brand: string) => EmailContent;
};

const coins = (locale: Locale, amount: number) =>
  new Intl.NumberFormat(locale === "es" ? "es-US" : "en-US").format(amount);

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
