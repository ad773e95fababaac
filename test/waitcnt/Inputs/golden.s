// Golden input for s_waitcnt: the whole stdout (and stderr) is compared byte for byte.
	s_waitcnt 0

s_waitcnt vmcnt(0)
  s_waitcnt expcnt(0) & lgkmcnt(0)
	
s_waitcnt vmcnt(1), expcnt(2), lgkmcnt(3)
s_waitcnt vmcnt(15)lgkmcnt(15)
s_waitcnt vmcnt(16)
s_waitcnt lgkmcnt(16)
s_waitcnt vmcnt_sat(100) expcnt_sat(-1)
s_waitcnt foo(1)
s_waitcnt 0xffff
s_waitcnt -1
s_waitcnt 0x3f70  // raw
cnt = 1 | (2 << 4)
.set other, cnt + 1
s_waitcnt cnt
s_waitcnt vmcnt(other)
/* block
   comment */ s_waitcnt expcnt(7)
lab:
S_WAITCNT lgkmcnt(1)
s_waitcnt vmcnt(1) | expcnt(2)


s_waitcnt 0xc07f
.text
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
.end
s_waitcnt foo(1)
