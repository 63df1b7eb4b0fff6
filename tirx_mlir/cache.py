"""`python -m tirx_mlir.cache info|clear [--json]`: the compiled-module cache (docs/runtime.md).

    info    where the cache is, how many entries and bytes, its size limit
            ($TIRX_MLIR_CACHE_MAX_BYTES); removes temporary folders of writers that died
    clear   removes every entry

Exit status 0, or 2 with one message for a bad command.
"""

from __future__ import annotations

import argparse
import json
import sys


def main(argv: list[str] | None = None) -> int:
    from tirx_mlir.runtime import cache

    p = argparse.ArgumentParser(prog="python -m tirx_mlir.cache", description="the compiled-module cache")
    p.add_argument("command", choices=["info", "clear"])
    p.add_argument("--json", action="store_true", help="print JSON")
    args = p.parse_args(argv)
    if args.command == "info":
        d = cache.info()
        if args.json:
            print(json.dumps(d, indent=1, sort_keys=True))
        else:
            print(f"cache: {d['root']}{'' if d['enabled'] else ' (disabled: TIRX_MLIR_CACHE=0)'}")
            print(f"entries: {d['entries']}, {d['bytes']} bytes (limit {d['limit_bytes']} bytes)")
            if d["stale_temporaries_removed"]:
                print(f"removed {d['stale_temporaries_removed']} stale temporary folder(s)")
        return 0
    n = cache.clear()
    print(json.dumps({"removed": n}) if args.json else f"removed {n} entr{'y' if n == 1 else 'ies'} from {cache.cache_root()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
