#!/usr/bin/env bash
# Writes languages/userfeedback.pot from the PHP and the TypeScript sources with GNU xgettext
# (WP-CLI's make-pot is not obtainable here). Run by `npm run build`.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p languages .dev/pot
find userfeedback.php includes src -name '*.php' | sort >.dev/pot/php.txt
find admin-app/src widget/src \( -name '*.ts' -o -name '*.tsx' \) ! -name '*.test.*' ! -path '*/test/*' ! -name 'test-utils.tsx' | sort >.dev/pot/js.txt

common=(--from-code=UTF-8 --add-comments=translators: --package-name=UserFeedback --package-version="$(node -p 'require("./package.json").version')"
	--keyword=__ --keyword=_x:1,2c --keyword=_n:1,2 --keyword=_nx:1,2,4c)
xgettext "${common[@]}" --language=PHP --keyword=_e --keyword=esc_html__ --keyword=esc_html_e \
	--keyword=esc_attr__ --keyword=esc_attr_e -f .dev/pot/php.txt -o .dev/pot/php.pot 2>&1 | { grep -v -e 'msgid-bugs-address' -e 'help to translators' -e '^ *specify an' || true; }
xgettext "${common[@]}" --language=JavaScript -f .dev/pot/js.txt -o .dev/pot/js.pot 2>&1 | { grep -v -e 'msgid-bugs-address' -e 'help to translators' -e '^ *specify an' || true; }
msgcat --use-first .dev/pot/php.pot .dev/pot/js.pot -o languages/userfeedback.pot
echo "languages/userfeedback.pot: $(grep -c '^msgid "[^"]' languages/userfeedback.pot) strings"
