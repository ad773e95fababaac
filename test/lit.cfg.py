import os
import lit.formats

config.name = "gfxas"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".s", ".test", ".txt"]
config.excludes = ["Inputs", "unit", "speedups-off", "CMakeLists.txt", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = getattr(config, "gfxas_obj_root", config.test_source_root)

# gfxas first, then LLVM 19's FileCheck, not and count; never LLVM 14's.
path = [config.gfxas_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")]
# -Dwasm=1 runs every test on the WebAssembly build (utils/check-web): the
# `gfxas` the tests run is then a script that runs it through
# utils/run-wasm, and tests that need what WASI lacks say UNSUPPORTED: wasm.
if lit_config.params.get("wasm"):
    config.available_features.add("wasm")
    path.insert(0, os.path.join(config.gfxas_src_root, "web", "lit-bin"))
# --param speedups=off runs every test with the speed machinery off (the
# driver's hidden --no-speedups): the outputs must not change. The `gfxas`
# the tests run is then a script that adds the option.
if lit_config.params.get("speedups") == "off":
    config.available_features.add("speedups-off")
    config.environment["GFXAS_REAL_TOOLS_DIR"] = config.gfxas_tools_dir
    path.insert(0, os.path.join(config.gfxas_src_root, "test", "speedups-off"))
config.environment["PATH"] = os.pathsep.join(path)
config.substitutions.append(("%llvm-mc", os.path.join(config.llvm_tools_dir, "llvm-mc")))
config.substitutions.append(("%llvm-objdump", os.path.join(config.llvm_tools_dir, "llvm-objdump")))
config.substitutions.append(("%utils", os.path.join(config.gfxas_src_root, "utils")))

# AddressSanitizer reserves terabytes of address space: a test that bounds
# gfxas's memory with `ulimit -v` cannot run under it.
if "-fsanitize=address" in getattr(config, "gfxas_cxx_flags", ""):
    config.available_features.add("asan")
