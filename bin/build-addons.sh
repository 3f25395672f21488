#!/usr/bin/env bash
# bin/build-addons.sh [OUT_DIR]: zips each add-on in addons/ as OUT_DIR/userfeedback-{key}.zip
# (default dist/addons), one top-level folder per zip as WordPress's upgrader expects. Called by
# bin/release.sh, and by tests that install an add-on from a local package. Zips are rebuilt
# atomically (written beside, then moved), so a test reading one never sees half a file.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"

OUT="${1:-$ROOT/dist/addons}"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
for dir in "$ROOT"/addons/userfeedback-*/; do
	name="$(basename "$dir")"
	[ -f "$dir/$name.php" ] || die "$name has no main file $name.php"
	tmp="$OUT/.$name.zip.$$"
	rm -f "$tmp"
	(cd "$ROOT/addons" && zip -qr -X "$tmp" "$name" -x '*/.*')
	mv -f "$tmp" "$OUT/$name.zip"
done
log "Built $(find "$OUT" -maxdepth 1 -name 'userfeedback-*.zip' | wc -l) add-on zips in $OUT"
