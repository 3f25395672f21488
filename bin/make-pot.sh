#!/usr/bin/env bash
# Writes languages/userfeedback.pot: the PHP strings by GNU xgettext (WP-CLI's make-pot is not
# obtainable here), the TypeScript ones by Babel and WordPress's own extractor
# (bin/make-pot-js.mjs; xgettext's JavaScript lexer lost strings in TSX), and the blocks' block.json
# strings with WordPress's contexts (bin/make-pot-js.mjs too); then the scripts' JSON translation
# files from any languages/*.po (bin/make-json.mjs). Run by `npm run build`.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p languages .dev/pot
find userfeedback.php includes src pro/src -name '*.php' | sort >.dev/pot/php.txt
find admin-app/src widget/src blocks \( -name '*.ts' -o -name '*.tsx' -o -name block.json \) ! -name '*.test.*' ! -name '*.d.ts' ! -path '*/test/*' ! -name 'test-utils.tsx' | sort >.dev/pot/js.txt

common=(--from-code=UTF-8 --add-comments=translators: --package-name=UserFeedback --package-version="$(node -p 'require("./package.json").version')"
	--keyword=__ --keyword=_x:1,2c --keyword=_n:1,2 --keyword=_nx:1,2,4c)
xgettext "${common[@]}" --language=PHP --keyword=_e --keyword=esc_html__ --keyword=esc_html_e \
	--keyword=esc_attr__ --keyword=esc_attr_e -f .dev/pot/php.txt -o .dev/pot/php.pot 2>&1 | { grep -v -e 'msgid-bugs-address' -e 'help to translators' -e '^ *specify an' || true; }
# shellcheck disable=SC2046
node bin/make-pot-js.mjs languages/userfeedback.pot --merge=.dev/pot/php.pot $(cat .dev/pot/js.txt)
echo "languages/userfeedback.pot: $(grep -c '^msgid "[^"]' languages/userfeedback.pot) strings"
node bin/make-json.mjs languages languages
