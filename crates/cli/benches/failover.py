#!/usr/bin/env python3
"""Failover time of quizforge on PostgreSQL (docs/BENCHMARKS.md).

Starts three `quizforge serve` processes on a fresh database, starts a live
game, then kills the game's host with SIGKILL again and again (restarting
it each time). For each kill it measures, from the kill:

- takeover: until another process holds the game's lease (a new
  generation, read from the database);
- served: until a request for the game through a surviving process
  (`GET /api/v1/assignments/{id}`, which the game's host answers) succeeds.

Usage: failover.py QUIZFORGE_BINARY POSTGRES_URL [KILLS] [LEASE_MS]
(the role needs CREATEDB; the database is dropped at the end).
Standard library only.
"""

import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request


def psql(url, sql):
    out = subprocess.run(["psql", url, "-qtAc", sql], check=True, capture_output=True, text=True)
    return out.stdout.strip()


def call(base, method, path, body=None, token=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read() or b"null")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(binary, url, port, lease_ms, logdir):
    log = open(os.path.join(logdir, f"serve-{port}.log"), "ab")
    data = os.path.join(logdir, f"data-{port}")
    process = subprocess.Popen(
        [binary, "serve", "--database-url", url, "--bind", f"127.0.0.1:{port}", "--data", data,
         "--lease-ms", str(lease_ms),
         "--no-rate-limits"],  # thousands of players from one address (docs/SECURITY.md)
        stdout=subprocess.DEVNULL, stderr=log)
    deadline = time.monotonic() + 60
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return process
        except OSError:
            if time.monotonic() > deadline:
                raise SystemExit("a server did not start")
            time.sleep(0.05)


def main():
    binary, admin = sys.argv[1], sys.argv[2]
    kills = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    lease_ms = int(sys.argv[4]) if len(sys.argv) > 4 else 3000
    name = f"qf_bench_failover_{os.getpid()}"
    psql(admin, f"DROP DATABASE IF EXISTS {name}")
    psql(admin, f"CREATE DATABASE {name}")
    url = admin.rsplit("/", 1)[0] + "/" + name
    logdir = tempfile.mkdtemp(prefix="quizforge-failover-")
    ports = [free_port() for _ in range(3)]
    nodes = {port: start(binary, url, port, lease_ms, logdir) for port in ports}
    try:
        base = f"http://127.0.0.1:{ports[0]}"
        account = {"email": "failover@bench.test", "password": "correct horse battery"}
        call(base, "POST", "/api/v1/signup", account)
        token = call(base, "POST", "/api/v1/tokens", account)["token"]
        quiz = call(base, "POST", "/api/v1/quizzes", {"text": "::a:: 1 + 1? {=2 ~3 ~4}\n"}, token)
        klass = call(base, "POST", "/api/v1/classes", {"name": "bench"}, token)
        game = call(base, "POST", "/api/v1/assignments",
                    {"quiz_id": quiz["id"], "class_id": klass["id"], "mode": "live",
                     "settings": {"timer_seconds": 3600}}, token)
        gid = game["id"]
        call(base, "POST", f"/api/v1/assignments/{gid}/control", {"action": "start"}, token)
        takeovers, served = [], []
        for kill in range(kills):
            address, generation = psql(
                url, f"SELECT address || ' ' || generation FROM game_leases WHERE assignment_id = {gid}"
            ).split()
            port = int(address.rsplit(":", 1)[1])
            other = next(p for p in ports if p != port)
            nodes[port].send_signal(signal.SIGKILL)
            t0 = time.monotonic()
            nodes[port].wait()
            taken = None
            while taken is None:
                now = psql(url, f"SELECT generation FROM game_leases WHERE assignment_id = {gid}")
                if int(now) > int(generation):
                    taken = time.monotonic() - t0
                else:
                    time.sleep(0.01)
            while True:
                try:
                    state = call(f"http://127.0.0.1:{other}", "GET", f"/api/v1/assignments/{gid}",
                                 token=token)
                    assert state["state"]["phase"] == "question", state
                    break
                except urllib.error.HTTPError:
                    time.sleep(0.01)
            answered = time.monotonic() - t0
            takeovers.append(taken)
            served.append(answered)
            print(f"kill {kill + 1}: takeover {taken:.2f} s, served {answered:.2f} s", flush=True)
            nodes[port] = start(binary, url, port, lease_ms, logdir)
            time.sleep(0.5)

        def summary(values):
            return {"p50": round(statistics.median(values), 2), "max": round(max(values), 2)}

        print(json.dumps({"kills": kills, "lease_ms": lease_ms, "takeover_s": summary(takeovers),
                          "served_s": summary(served)}))
    finally:
        for process in nodes.values():
            process.kill()
            process.wait()
        psql(admin, f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


if __name__ == "__main__":
    main()
