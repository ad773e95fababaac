// The same counters on later layouts. Try -mcpu=gfx900 (vmcnt split over
// bits 3:0 and 15:14), -mcpu=gfx1010 (6-bit lgkmcnt) and -mcpu=gfx1100
// (vmcnt 15:10, expcnt 2:0, lgkmcnt 9:4).
s_waitcnt vmcnt(0)
s_waitcnt vmcnt(63) & lgkmcnt(15)
s_waitcnt expcnt(0) lgkmcnt(0)
s_waitcnt vmcnt_sat(1000)
s_waitcnt 0
