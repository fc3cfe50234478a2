export { playerHomePath, type Session, useSession } from "./use-session";
