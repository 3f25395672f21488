#!/usr/bin/env python3
"""A loopback SMTP server for bench runs (bench/queue-throughput.php --mail smtp): it answers
EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP and QUIT like an MTA that accepts everything, keeps
nothing of the messages, and writes "<connections> <messages>" to the stats file, so a run can
tell how many SMTP connections its e-mails took.

It stands in for a relay on another machine, so it spends as little of this one's CPU as it can:
a callback protocol (no coroutine per line), a message's body found by its end-of-data line in
whatever arrived, and the counts written when a connection closes and at most every 0.1 s while
messages arrive (not once per message). A run reads the counts after its queue is empty, when
every connection it made has closed.

Usage: python3 bench/lib/smtp-sink.py PORT STATS_FILE
Listens on 127.0.0.1 only; stops on SIGTERM or SIGINT.
"""
import asyncio
import os
import signal
import sys

PORT = int(sys.argv[1])
STATS = sys.argv[2]
STATS_EVERY = 0.1
# The end of a message's data: CRLF "." CRLF (a dot-stuffed ".." line cannot match).
END_OF_DATA = b"\r\n.\r\n"
counts = {"connections": 0, "messages": 0}
pending = {"timer": None}


def write_stats():
    tmp = STATS + ".tmp"
    with open(tmp, "w") as out:
        out.write("%d %d\n" % (counts["connections"], counts["messages"]))
    os.replace(tmp, STATS)


def write_stats_soon():
    """Counts written within STATS_EVERY seconds: one write for a burst of messages."""
    if pending["timer"] is not None:
        return

    def flush():
        pending["timer"] = None
        write_stats()

    pending["timer"] = asyncio.get_running_loop().call_later(STATS_EVERY, flush)


class Session(asyncio.Protocol):
    """One SMTP connection: commands line by line, a message's data up to its end."""

    def connection_made(self, transport):
        self.transport = transport
        self.buffer = b""
        self.in_data = False
        self.seen = b""
        counts["connections"] += 1
        write_stats_soon()
        transport.write(b"220 127.0.0.1 bench sink\r\n")

    def data_received(self, data):
        self.buffer += data
        while self.buffer:
            if self.in_data:
                # seen holds the last bytes already looked at (at first the CRLF that ended the
                # DATA line), so a terminator split between two reads is still found.
                data = self.seen + self.buffer
                end = data.find(END_OF_DATA)
                if end < 0:
                    self.seen = data[-(len(END_OF_DATA) - 1):]
                    self.buffer = b""
                    return
                self.buffer = data[end + len(END_OF_DATA):]
                self.in_data = False
                counts["messages"] += 1
                write_stats_soon()
                self.transport.write(b"250 2.0.0 queued\r\n")
                continue
            line_end = self.buffer.find(b"\n")
            if line_end < 0:
                return
            verb = self.buffer[:4].upper()
            self.buffer = self.buffer[line_end + 1:]
            if verb == b"EHLO":
                self.transport.write(b"250-127.0.0.1\r\n250-PIPELINING\r\n250-8BITMIME\r\n250 SIZE 10485760\r\n")
            elif verb == b"DATA":
                self.in_data = True
                self.seen = b"\r\n"
                self.transport.write(b"354 go on\r\n")
            elif verb == b"QUIT":
                self.transport.write(b"221 bye\r\n")
                self.transport.close()
                return
            else:
                # HELO, MAIL FROM, RCPT TO, RSET, NOOP: accepted.
                self.transport.write(b"250 OK\r\n")

    def connection_lost(self, exc):
        write_stats()


async def main():
    loop = asyncio.get_running_loop()
    server = await loop.create_server(Session, "127.0.0.1", PORT, backlog=256)
    write_stats()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    async with server:
        await stop.wait()


asyncio.run(main())
