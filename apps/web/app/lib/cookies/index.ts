export { readCookie, writeCookie } from "./browser-cookies";
