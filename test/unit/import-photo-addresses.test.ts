// The photo-download block list (the SSRF guard of imported photo URLs, api/import/photos.ts): the
// IPv6 transition ranges that embed an IPv4 address are blocked (issue 21: 6to4 2002::/16, NAT64
// 64:ff9b::/96 and 64:ff9b:1::/48, Teredo 2001::/32), public addresses are not.
import t from 'tap';
import { isPrivateAddress } from '../../api/import/photos.ts';

t.test('IPv6 transition ranges are blocked', async (t) => {
  for (const a of [
    '2002:7f00:1::', // 6to4 of 127.0.0.1
    '2002:a9fe:a9fe::1', // 6to4 of 169.254.169.254 (cloud metadata)
    '2002:c0a8:101::1', // 6to4 of 192.168.1.1
    '2002:808:808::1', // 6to4 of a public address: still a tunnel, refused
    '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
    '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254
    '64:ff9b:1::a00:1', // local-use NAT64 of 10.0.0.1
    '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
    '2001::1',
  ]) {
    t.ok(isPrivateAddress(a), a);
  }
});

t.test('neighbours of those ranges and public addresses are not', async (t) => {
  for (const a of ['2003::1', '2001:1::1', '2001:4860:4860::8888', '64:ff9a::1', '2606:4700:4700::1111', '8.8.8.8']) {
    t.notOk(isPrivateAddress(a), a);
  }
});
