import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "../../platform/env";
import { makeBrowserKeys } from "../../test-support/local-push-service";
import { arePushKeysValid, isAllowedPushEndpoint } from "./web-push.endpoint-guard";

const hostsOf = (value?: string) =>
  parseEnv({ NODE_ENV: "test", ...(value === undefined ? {} : { WEB_PUSH_HOSTS: value }) }).WEB_PUSH_HOSTS;

describe("which push endpoints the server sends to", () => {
  it("allows the browsers' own push services by default, over https on the default port", () => {
    const hosts = hostsOf();
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QGx",
      "https://wns2-am3p.notify.windows.com/w/?token=abc",
    ])
      expect(isAllowedPushEndpoint(endpoint, hosts), endpoint).toBe(true);
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:444/fcm/send/abc",
      "https://fcm.googleapis.com.attacker.example/x",
      "https://notify.windows.com/x",
      "https://evil-notify.windows.com.example/x",
      "http://127.0.0.1:8080/push/x",
      "ftp://fcm.googleapis.com/x",
    ])
      expect(isAllowedPushEndpoint(endpoint, hosts), endpoint).toBe(false);
  });

  it("reaches a loopback push endpoint over http only when WEB_PUSH_HOSTS says http:// before it", () => {
    const hosts = hostsOf("http://127.0.0.1");
    expect(isAllowedPushEndpoint("http://127.0.0.1:45678/push/a", hosts)).toBe(true);
    expect(isAllowedPushEndpoint("http://localhost:45678/push/a", hosts)).toBe(false);
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com/fcm/send/abc", hosts)).toBe(false);
    expect(isAllowedPushEndpoint("http://127.0.0.1:45678/push/a", hostsOf("127.0.0.1"))).toBe(false);
  });

  it("refuses a WEB_PUSH_HOSTS entry that is not a host, or plain http beyond loopback", () => {
    for (const value of [
      "http://fcm.googleapis.com",
      "https://fcm.googleapis.com",
      "fcm.googleapis.com/x",
      "*",
    ])
      expect(() => hostsOf(value), value).toThrow(EnvError);
  });

  it("takes the subject from WEB_PUSH_SUBJECT, refusing one that is neither mailto: nor https:", () => {
    expect(parseEnv({ NODE_ENV: "test", WEB_PUSH_SUBJECT: "https://casino.example" }).WEB_PUSH_SUBJECT).toBe(
      "https://casino.example",
    );
    expect(() => parseEnv({ NODE_ENV: "test", WEB_PUSH_SUBJECT: "ops@casino.example" })).toThrow(EnvError);
  });
});

describe("a subscription's keys", () => {
  it("accepts the keys a browser makes and refuses any that cannot encrypt", () => {
    const { keys } = makeBrowserKeys();
    expect(arePushKeysValid(keys)).toBe(true);
    const compressed = Buffer.from(keys.p256dh, "base64url").subarray(0, 33);
    compressed[0] = 2;
    expect(arePushKeysValid({ ...keys, p256dh: compressed.toString("base64url") })).toBe(false);
    expect(arePushKeysValid({ ...keys, auth: Buffer.alloc(17).toString("base64url") })).toBe(false);
  });
});
