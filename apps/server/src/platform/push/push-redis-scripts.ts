/**
 * The Redis push broker's Lua scripts. A channel's meta hash holds its epoch (`e`) and last offset (`o`);
 * its stream holds the publication frames (`f`) with the time they were kept (`t`), ids `<offset>-1`.
 * Both scripts start a channel's epoch when its meta is missing (first use, or expired) and drop any stream
 * left from before, so offsets restart at 1 under a new epoch and never repeat under an old one.
 */

const startEpoch = (meta: string, stream: string, candidate: string) => `
local epoch = redis.call('HGET', ${meta}, 'e')
if not epoch then
  epoch = ${candidate}
  redis.call('DEL', ${stream})
  redis.call('HSET', ${meta}, 'e', epoch, 'o', 0)
end`;

/**
 * Numbers, keeps and fans out a batch of publications in one call (one Lua call per batch, not per
 * publication, is most of what Redis spends). KEYS: meta and stream of each publication, in pairs. ARGV:
 * epoch prefix, meta ttl, history size, history ttl, now ms, pub/sub channel, then per publication its
 * channel and its frame without the closing brace. Answers offset and epoch per publication; one pub/sub
 * message carries the batch as `channel<TAB>frame` lines, in order.
 */
export const PUBLISH_BATCH_SCRIPT = `
local out = {}
local records = {}
for i = 1, #KEYS / 2 do
  local meta, stream = KEYS[2 * i - 1], KEYS[2 * i]
  ${startEpoch("meta", "stream", "ARGV[1] .. i")}
  local offset = redis.call('HINCRBY', meta, 'o', 1)
  local frame = ARGV[6 + 2 * i] .. ',"offset":' .. offset .. ',"epoch":"' .. epoch .. '"}'
  redis.call('XADD', stream, 'MAXLEN', '~', ARGV[3], offset .. '-1', 'f', frame, 't', ARGV[5])
  redis.call('EXPIRE', stream, ARGV[4])
  redis.call('EXPIRE', meta, ARGV[2])
  records[i] = ARGV[5 + 2 * i] .. '\\t' .. frame
  out[2 * i - 1] = offset
  out[2 * i] = epoch
end
redis.call('PUBLISH', ARGV[6], table.concat(records, '\\n'))
return out`;

/**
 * KEYS: meta, stream. ARGV: new epoch, meta ttl, since offset (-1: none), since epoch, history size. The
 * stream may keep a few more than the history size (trimmed with ~), but only that many are promised.
 */
export const RECOVER_SCRIPT = `
${startEpoch("KEYS[1]", "KEYS[2]", "ARGV[1]")}
redis.call('EXPIRE', KEYS[1], ARGV[2])
local offset = tonumber(redis.call('HGET', KEYS[1], 'o'))
local since = tonumber(ARGV[3])
local size = tonumber(ARGV[5])
if since < 0 or ARGV[4] ~= epoch or since >= offset or since < offset - size then return {offset, epoch, {}} end
return {offset, epoch, redis.call('XRANGE', KEYS[2], (since + 1) .. '-1', '+', 'COUNT', ARGV[5])}`;
