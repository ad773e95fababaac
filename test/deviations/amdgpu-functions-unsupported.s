// gfxas-only behaviour: the AMDGPU expression functions occupancy,
// totalnumvgprs and extrasgprs depend on subtarget details (occupancy
// tables, gfx90a register files, XNACK, architected flat scratch) that gfxas
// does not model, so gfxas rejects them with a clear error instead of
// guessing. The GFXAS lines are written by hand. For reference, llvm-mc 19
// prints, on gfx900:
//   x10 = occupancy(1,2,3,4,5,6,7)  ->  .set x10, 1
//   x11 = totalnumvgprs(1, 2)       ->  .set x11, 2
//   x12 = extrasgprs(1, 0, 0)       ->  .set x12, 2
//   x14 = extrasgprs(1, 1, 0)       ->  .set x14, 6   (2 on gfx1100)
// RUN: not gfxas -triple=amdgcn -mcpu=gfx900 %s 2>&1 | FileCheck %s --check-prefix=GFXAS --implicit-check-not=error:

x10 = occupancy(1,2,3,4,5,6,7)
// GFXAS: :[[@LINE-1]]:7: error: the AMDGPU function 'occupancy' is not supported by gfxas
// GFXAS: :[[@LINE-2]]:7: error: missing expression
x11 = totalnumvgprs(1, 2)
// GFXAS: :[[@LINE-1]]:7: error: the AMDGPU function 'totalnumvgprs' is not supported by gfxas
// GFXAS: :[[@LINE-2]]:7: error: missing expression
x12 = extrasgprs(1, 0, 0)
// GFXAS: :[[@LINE-1]]:7: error: the AMDGPU function 'extrasgprs' is not supported by gfxas
// GFXAS: :[[@LINE-2]]:7: error: missing expression
s_sendmsg totalnumvgprs(1, 2)
// GFXAS: :[[@LINE-1]]:11: error: the AMDGPU function 'totalnumvgprs' is not supported by gfxas
