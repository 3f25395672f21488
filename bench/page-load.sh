#!/usr/bin/env bash
# Server time (time to first byte) of front-end page views and of an admin REST call on the dev
# site, N requests each (default 200), sequential. Prints p50 and p95 in milliseconds.
set -euo pipefail
N="${1:-200}"
URL="${UF_BENCH_URL:-http://127.0.0.1:8888}"

measure() {
	local label="$1"
	shift
	for _ in $(seq 1 "$N"); do
		curl -s -o /dev/null -w '%{time_starttransfer}\n' "$@"
	done | sort -n | awk -v label="$label" '{ t[NR] = $1 * 1000 } END {
		printf "%-40s p50 %6.1f ms   p95 %6.1f ms   (n=%d)\n", label, t[int(NR * 0.5)], t[int(NR * 0.95)], NR }'
}

curl -fsS -o /dev/null "$URL/" || { echo "No site at $URL: run npm start" >&2; exit 1; }
measure "front page (widget enqueued)" "$URL/"
measure "wp-json root (no auth)" "$URL/wp-json/"
