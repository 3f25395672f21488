-- wrk script of bench/queue-throughput.php. Arguments after `--`:
--   get  PATH                                   a GET of PATH on every request
--   post PATH TOKEN BASE THREADS LIMIT PAGE     a visitor response on every request: its own
--        visitor address (X-Forwarded-For in 198.18.0.0/15, request BASE + n * THREADS + thread),
--        its own e-mail answer and response key; a thread stops after LIMIT replies (0: never)
-- Prints one line "WRK {json}" with the requests, seconds, errors and latency percentiles (ms).
local counter = 0

function setup(thread)
	thread:set("tid", counter)
	counter = counter + 1
end

function init(args)
	mode = args[1]
	path = args[2]
	token = args[3] or ""
	base = tonumber(args[4] or "0")
	threads = tonumber(args[5] or "1")
	limit = tonumber(args[6] or "0")
	page = args[7] or ""
	sent = 0
	replies = 0
end

local function visitor(i)
	i = i % 131072
	return string.format("198.%d.%d.%d", 18 + math.floor(i / 65536), math.floor(i / 256) % 256, i % 256)
end

function request()
	if mode == "get" then
		return wrk.format("GET", path)
	end
	local i = base + sent * threads + tid
	sent = sent + 1
	local body = '{"answers":[{"question_id":"radio","value":"' .. (i % 2 == 0 and "Yes" or "No") .. '"},'
		.. '{"question_id":"check","value":["A","C"]},'
		.. '{"question_id":"mail","value":"visitor' .. i .. '@example.com"},'
		.. '{"question_id":"long","value":"Answer number ' .. i .. '."},'
		.. '{"question_id":"short","value":null}],'
		.. '"page_submitted":{"url":"' .. page .. '","title":"Bench"},'
		.. '"nonce":"' .. token .. '",'
		.. '"response_key":"' .. string.format("%08x-0000-4000-8000-%012x", tid, i) .. '",'
		.. '"shown":["radio","check","mail","long","short"],"completed":true}'
	return wrk.format("POST", path, {
		["Content-Type"] = "application/json",
		["X-Forwarded-For"] = visitor(i),
	}, body)
end

function response(status, headers, body)
	replies = replies + 1
	if limit > 0 and replies >= limit then
		wrk.thread:stop()
	end
end

function done(summary, latency, requests)
	local e = summary.errors
	io.write(string.format(
		'WRK {"requests":%d,"seconds":%.3f,"errors":%d,"non2xx":%d,"p50":%.2f,"p95":%.2f,"p99":%.2f}\n',
		summary.requests, summary.duration / 1e6, e.connect + e.read + e.write + e.timeout, e.status,
		latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000))
end
