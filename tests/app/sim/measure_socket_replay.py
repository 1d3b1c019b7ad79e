#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Measures the session socket's replay against a running switchyard-sim (stdlib only).

    switchyard-sim --manual-clock --scale 0 --big-events 20000 --port 8123 &
    python3 tests/app/sim/measure_socket_replay.py http://127.0.0.1:8123

Finds the biggest conversation, opens /sockets/session/<id>?after_seq=-1 with X-Session-API-Key and
reports how long the replay (sync .. transient) took, in another process than the simulator.
"""
import base64
import json
import os
import socket
import sys
import time
import urllib.request
from urllib.parse import urlparse


def api(base, path, key):
    req = urllib.request.Request(base + path, headers={"Authorization": "Bearer " + key})
    with urllib.request.urlopen(req) as r:
        return json.load(r)


def frames(sock):
    """Yields (opcode, payload) of the unmasked server frames; one buffer, read by offset."""
    buf = bytearray()
    at = 0
    while True:
        need = frame_size(buf, at)
        while need is None or len(buf) - at < need:
            chunk = sock.recv(1 << 20)
            if not chunk:
                return
            if at > (1 << 20):
                del buf[:at]
                at = 0
            buf += chunk
            need = frame_size(buf, at)
        n = buf[at + 1] & 0x7F
        head = 2 if n < 126 else 4 if n == 126 else 10
        yield buf[at] & 0x0F, bytes(buf[at + head:at + need])
        at += need


def frame_size(buf, at):
    """Header + payload length of the frame at `at`, or None while its header is incomplete."""
    if len(buf) - at < 2:
        return None
    n = buf[at + 1] & 0x7F
    if n < 126:
        return 2 + n
    head = 4 if n == 126 else 10
    if len(buf) - at < head:
        return None
    return head + int.from_bytes(buf[at + 2:at + head], "big")


def main():
    base = sys.argv[1].rstrip("/")
    key = sys.argv[2] if len(sys.argv) > 2 else "sim-key"
    convs = api(base, "/api/v1/app-conversations/search?limit=100", key)["items"]
    best = max(convs, key=lambda c: api(base, "/api/v1/conversation/%s/events/count" % c["id"], key))
    url = urlparse(best["conversation_url"])
    prefix = url.path.rsplit("/api/conversations/", 1)[0]
    path = "%s/sockets/session/%s?after_seq=-1" % (prefix, best["id"])
    sock = socket.create_connection((url.hostname, url.port))
    nonce = base64.b64encode(os.urandom(16)).decode()
    start = time.perf_counter()
    sock.sendall(("GET %s HTTP/1.1\r\nHost: %s:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\nX-Session-API-Key: %s\r\n\r\n"
                  % (path, url.hostname, url.port, nonce, best["session_api_key"])).encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += sock.recv(1)
    if b" 101 " not in head.split(b"\r\n")[0]:
        sys.exit("handshake refused: %r" % head.split(b"\r\n")[0])
    durable = 0
    size = 0
    for opcode, payload in frames(sock):
        if opcode == 8:
            sys.exit("closed: %r" % payload)
        size += len(payload)
        kind = json.loads(payload).get("type")
        durable += kind == "durable"
        if kind == "transient":
            break
    took = time.perf_counter() - start
    print("replayed %d durable frames (%.1f MB) in %.3f s" % (durable, size / 1e6, took))


if __name__ == "__main__":
    main()
