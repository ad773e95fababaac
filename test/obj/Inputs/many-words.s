  s_waitcnt 0
v = 1
  s_waitcnt vmcnt(v)
L2:
  s_waitcnt 0
  s_waitcnt 0
L5:
  s_waitcnt 0
L7:
  s_waitcnt 0
L9:
L10:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M13: s_nop 3
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L16:
  s_waitcnt 0
L18:
  s_waitcnt 0
  s_waitcnt 0
M21: s_nop 6
M22: s_nop 1
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M26: s_nop 3
  s_waitcnt 0
  s_waitcnt 0
L29:
L30:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M47: s_nop 6
v = 10
  s_waitcnt vmcnt(v)
v = 15
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L52:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L60:
L61:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L64:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 12
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 5
  s_waitcnt vmcnt(v)
v = 7
  s_waitcnt vmcnt(v)
L95:
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 9
  s_waitcnt vmcnt(v)
L98:
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L107:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
M114: s_nop 6
L115:
L116:
  s_waitcnt 0
v = 10
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M120: s_nop 2
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L124:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M131: s_nop 7
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L135:
M136: s_nop 5
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L149:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 7
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
L167:
L168:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
v = 6
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L184:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M189: s_nop 6
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 10
  s_waitcnt vmcnt(v)
L194:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L199:
v = 4
  s_waitcnt vmcnt(v)
L201:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 4
  s_waitcnt vmcnt(v)
L210:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M213: s_nop 2
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
M224: s_nop 5
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M231: s_nop 2
  s_waitcnt 0
L233:
  s_waitcnt 0
v = 0
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M237: s_nop 2
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M245: s_nop 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M269: s_nop 1
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
M276: s_nop 2
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
M281: s_nop 7
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 13
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
L293:
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M302: s_nop 3
  s_sendmsg sendmsg(MSG_INTERRUPT)
M304: s_nop 4
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 4
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 2
  s_waitcnt vmcnt(v)
  s_waitcnt 0
L321:
L322:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
M327: s_nop 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M332: s_nop 3
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 9
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L345:
L346:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
v = 4
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
L364:
M365: s_nop 1
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L369:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L376:
v = 8
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L387:
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
L393:
  s_waitcnt 0
L395:
  s_waitcnt 0
L397:
L398:
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M410: s_nop 2
L411:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M417: s_nop 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L424:
M425: s_nop 5
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L429:
L430:
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
L435:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L438:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L450:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L453:
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 4
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M460: s_nop 7
L461:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
M470: s_nop 3
  s_waitcnt 0
L472:
  s_waitcnt 0
  s_waitcnt 0
L475:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L482:
L483:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M490: s_nop 5
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L494:
L495:
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
M499: s_nop 5
  s_waitcnt 0
M501: s_nop 5
L502:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M505: s_nop 3
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
L516:
M517: s_nop 4
  s_sendmsg sendmsg(MSG_INTERRUPT)
M519: s_nop 4
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L525:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L531:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M535: s_nop 4
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 13
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
v = 5
  s_waitcnt vmcnt(v)
L550:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
v = 2
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L565:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L579:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M587: s_nop 6
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L592:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M599: s_nop 2
v = 3
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L607:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M613: s_nop 4
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L617:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 8
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L623:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L635:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L643:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 9
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 7
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L663:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L666:
L667:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 14
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 14
  s_waitcnt vmcnt(v)
L679:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
v = 0
  s_waitcnt vmcnt(v)
L685:
L686:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L695:
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 14
  s_waitcnt vmcnt(v)
v = 11
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L708:
v = 2
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L719:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L724:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 9
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L742:
v = 5
  s_waitcnt vmcnt(v)
  s_waitcnt 0
L745:
L746:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L753:
L754:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M765: s_nop 4
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 7
  s_waitcnt vmcnt(v)
v = 7
  s_waitcnt vmcnt(v)
v = 6
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M781: s_nop 7
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L788:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 2
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M798: s_nop 5
  s_waitcnt 0
  s_waitcnt 0
M801: s_nop 3
  s_sendmsg sendmsg(MSG_INTERRUPT)
L803:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L811:
L812:
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 2
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L825:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L829:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 3
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 0
  s_waitcnt vmcnt(v)
L843:
M844: s_nop 6
L845:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
M849: s_nop 4
v = 5
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M852: s_nop 7
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L858:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L863:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 15
  s_waitcnt vmcnt(v)
v = 6
  s_waitcnt vmcnt(v)
L873:
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 11
  s_waitcnt vmcnt(v)
M876: s_nop 3
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 1
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
v = 0
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 15
  s_waitcnt vmcnt(v)
  s_waitcnt 0
L901:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L907:
M908: s_nop 5
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L911:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M915: s_nop 1
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 15
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
v = 12
  s_waitcnt vmcnt(v)
v = 8
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 8
  s_waitcnt vmcnt(v)
M945: s_nop 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M952: s_nop 6
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
M957: s_nop 5
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 1
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L975:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L978:
L979:
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
M986: s_nop 5
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M989: s_nop 3
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L992:
M993: s_nop 4
  s_waitcnt 0
  s_waitcnt 0
L996:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1006:
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
L1010:
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1012:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1015: s_nop 3
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1022:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1031:
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 3
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1036: s_nop 4
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1048:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1073:
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1075: s_nop 0
M1076: s_nop 2
  s_waitcnt 0
M1078: s_nop 0
L1079:
M1080: s_nop 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1083:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1089:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1093: s_nop 3
  s_waitcnt 0
L1095:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1099:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M1103: s_nop 3
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1109:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1118:
  s_waitcnt 0
L1120:
  s_waitcnt 0
L1122:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1132:
  s_waitcnt 0
L1134:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
v = 6
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 2
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M1149: s_nop 5
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1154:
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1156:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
v = 14
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 14
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 3
  s_waitcnt vmcnt(v)
v = 4
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 3
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1206:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1212:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1215:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
v = 3
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1232:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 10
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1249:
  s_waitcnt 0
v = 6
  s_waitcnt vmcnt(v)
  s_waitcnt 0
M1253: s_nop 7
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1266: s_nop 5
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L1270:
L1271:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M1276: s_nop 4
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
M1284: s_nop 1
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
M1298: s_nop 7
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
v = 0
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1313:
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 9
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1317:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1321: s_nop 5
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1323:
L1324:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M1328: s_nop 2
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 14
  s_waitcnt vmcnt(v)
  s_waitcnt 0
v = 12
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 2
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 6
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
M1347: s_nop 7
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 0
  s_waitcnt vmcnt(v)
v = 10
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1362:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1365:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1374:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1403:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1407:
  s_waitcnt 0
L1409:
v = 15
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1425: s_nop 2
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M1428: s_nop 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1440:
  s_waitcnt 0
L1442:
M1443: s_nop 6
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1447:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
M1454: s_nop 7
  s_waitcnt 0
v = 0
  s_waitcnt vmcnt(v)
  s_waitcnt 0
L1458:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M1463: s_nop 7
L1464:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 1
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1472: s_nop 1
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1479:
L1480:
L1481:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 3
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L1506:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1524:
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1530:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1541:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1556:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
v = 6
  s_waitcnt vmcnt(v)
L1567:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L1580:
  s_waitcnt 0
L1582:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1585:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1593:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1597: s_nop 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1601:
L1602:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1612:
  s_waitcnt 0
  s_waitcnt 0
L1615:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 5
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 8
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1624:
  s_waitcnt 0
L1626:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M1633: s_nop 5
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1640: s_nop 5
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 7
  s_waitcnt vmcnt(v)
L1653:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1661:
L1662:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
M1666: s_nop 5
M1667: s_nop 3
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 14
  s_waitcnt vmcnt(v)
  s_waitcnt 0
M1671: s_nop 2
  s_waitcnt 0
  s_waitcnt 0
v = 8
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M1679: s_nop 7
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1681: s_nop 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1687: s_nop 3
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
v = 9
  s_waitcnt vmcnt(v)
M1696: s_nop 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L1705:
  s_waitcnt 0
  s_waitcnt 0
v = 5
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
v = 2
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 4
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L1722:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1726:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1732:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 11
  s_waitcnt vmcnt(v)
L1738:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1745:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M1755: s_nop 7
  s_waitcnt 0
L1757:
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1759: s_nop 3
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 3
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1766:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
L1776:
v = 8
  s_waitcnt vmcnt(v)
M1778: s_nop 7
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1781: s_nop 1
  s_waitcnt 0
M1783: s_nop 3
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1785: s_nop 7
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 0
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1805:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L1814:
  s_waitcnt 0
  s_waitcnt 0
L1817:
M1818: s_nop 6
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1825:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1840: s_nop 4
L1841:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1863:
  s_waitcnt 0
v = 12
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 7
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1875:
L1876:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1891: s_nop 3
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M1903: s_nop 1
L1904:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
v = 9
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1941:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L1953:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1956:
L1957:
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 6
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 10
  s_waitcnt vmcnt(v)
  s_waitcnt 0
L1974:
  s_waitcnt 0
v = 9
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 9
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1987:
  s_waitcnt 0
M1989: s_nop 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L1991:
L1992:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L1997:
L1998:
L1999:
v = 8
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M2004: s_nop 3
  s_waitcnt 0
M2006: s_nop 2
  s_waitcnt 0
  s_waitcnt 0
L2009:
L2010:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M2019: s_nop 3
  s_waitcnt 0
v = 8
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2025:
v = 12
  s_waitcnt vmcnt(v)
L2027:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2031:
L2032:
  s_waitcnt 0
  s_waitcnt 0
v = 5
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 11
  s_waitcnt vmcnt(v)
  s_waitcnt 0
L2055:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
L2072:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M2075: s_nop 3
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M2078: s_nop 7
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
M2100: s_nop 1
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2102:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2106:
  s_sendmsg sendmsg(MSG_INTERRUPT)
M2108: s_nop 0
  s_waitcnt 0
L2110:
v = 7
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M2114: s_nop 5
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 9
  s_waitcnt vmcnt(v)
L2118:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 11
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 3
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 1
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M2161: s_nop 4
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2168:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 8
  s_waitcnt vmcnt(v)
v = 5
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L2200:
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
M2205: s_nop 7
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
M2215: s_nop 3
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 4
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M2225: s_nop 4
L2226:
  s_waitcnt 0
L2228:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M2231: s_nop 4
  s_waitcnt 0
M2233: s_nop 5
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
L2238:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L2252:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2258:
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2260:
  s_waitcnt 0
M2262: s_nop 5
v = 5
  s_waitcnt vmcnt(v)
M2264: s_nop 4
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 11
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L2274:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
v = 9
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M2286: s_nop 3
v = 14
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
L2295:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M2299: s_nop 1
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 9
  s_waitcnt vmcnt(v)
L2309:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 12
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2323:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2334:
v = 14
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M2337: s_nop 5
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 8
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M2363: s_nop 1
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 15
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M2373: s_nop 0
  s_waitcnt 0
L2375:
L2376:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M2380: s_nop 2
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 10
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2391:
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2403:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2408:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L2413:
  s_waitcnt 0
v = 9
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L2425:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L2429:
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2431:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
M2445: s_nop 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
M2461: s_nop 6
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2469:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
L2490:
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
M2499: s_nop 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M2507: s_nop 4
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2512:
v = 2
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
v = 8
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L2529:
L2530:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
L2535:
  s_waitcnt 0
L2537:
M2538: s_nop 0
L2539:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
M2543: s_nop 3
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2546:
  s_waitcnt 0
L2548:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2551:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 13
  s_waitcnt vmcnt(v)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2557:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
L2564:
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 0
  s_waitcnt vmcnt(v)
v = 4
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 10
  s_waitcnt vmcnt(v)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
L2585:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
  s_waitcnt 0
L2596:
  s_sendmsg sendmsg(MSG_INTERRUPT)
  s_sendmsg sendmsg(MSG_INTERRUPT)
v = 7
  s_waitcnt vmcnt(v)
