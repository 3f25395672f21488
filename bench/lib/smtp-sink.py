#!/usr/bin/env python3
"""A loopback SMTP server for bench runs (bench/queue-throughput.php --mail smtp): it answers
EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP and QUIT like an MTA that accepts everything, keeps
nothing of the messages, and writes "<connections> <messages>" to the stats file after each
message and each connection, so a run can tell how many SMTP connections its e-mails took.

Usage: python3 bench/lib/smtp-sink.py PORT STATS_FILE
Listens on 127.0.0.1 only; stops on SIGTERM or SIGINT.
"""
import asyncio
import os
import signal
import sys

PORT = int(sys.argv[1])
STATS = sys.argv[2]
counts = {"connections": 0, "messages": 0}


def write_stats():
    tmp = STATS + ".tmp"
    with open(tmp, "w") as out:
        out.write("%d %d\n" % (counts["connections"], counts["messages"]))
    os.replace(tmp, STATS)


async def session(reader, writer):
    counts["connections"] += 1
    write_stats()
    writer.write(b"220 127.0.0.1 bench sink\r\n")
    try:
        while True:
            line = await reader.readline()
            if not line:
                break
            verb = line[:4].upper()
            if verb == b"EHLO":
                writer.write(b"250-127.0.0.1\r\n250-PIPELINING\r\n250-8BITMIME\r\n250 SIZE 10485760\r\n")
            elif verb == b"DATA":
                writer.write(b"354 go on\r\n")
                await writer.drain()
                while True:
                    data = await reader.readline()
                    if not data or data in (b".\r\n", b".\n"):
                        break
                counts["messages"] += 1
                write_stats()
                writer.write(b"250 2.0.0 queued\r\n")
            elif verb == b"QUIT":
                writer.write(b"221 bye\r\n")
                await writer.drain()
                break
            else:
                # HELO, MAIL FROM, RCPT TO, RSET, NOOP: accepted.
                writer.write(b"250 OK\r\n")
            await writer.drain()
    finally:
        writer.close()


async def main():
    server = await asyncio.start_server(session, "127.0.0.1", PORT, backlog=256)
    write_stats()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    async with server:
        await stop.wait()


asyncio.run(main())
