"""Timing shared by the peers scripts: a peer's figure is the best of three calls, in ms."""
import time


def best(f):
    """The fastest of three calls of f, in milliseconds."""
    t = []
    for _ in range(3):
        s = time.perf_counter(); f(); t.append(time.perf_counter() - s)
    return min(t) * 1000


def report(out):
    """Prints each peer's figure as name=ms on one line, for the shell script to read."""
    print(" ".join(f"{k}={v:.0f}" for k, v in out.items()))
