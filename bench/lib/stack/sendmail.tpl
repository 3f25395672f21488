#!/bin/sh
# The stack's stand-in for a local MTA (bench/stack.sh): accepts a message at once and appends it
# to the outbox, as postfix or exim would queue it. Arguments (-t -i -f…) are ignored.
{
	printf 'From stack@localhost %s\n' "$(date -u '+%a %b %e %H:%M:%S %Y')"
	cat
	printf '\n'
} >>"@STACK@/mail/outbox.mbox"
