/**
 * Passwords that people choose most often, as public breach-frequency lists rank them (SecLists'
 * most common passwords, rockyou), kept to those of at least PASSWORD_MIN_LENGTH characters: a
 * shorter one is refused by its length already. NIST SP 800-63B asks that a new password be
 * checked against such a list, since they are the first an attacker tries. Lower case: the check
 * ignores letter case, so "Password1" is as common as "password1".
 */
export const COMMON_PASSWORDS: readonly string[] = `
  password 12345678 123456789 1234567890 qwertyuiop 11111111 00000000 88888888 87654321
  12344321 12341234 11223344 12121212 69696969 77777777 99999999 123123123 987654321
  0987654321 0123456789 1111111111 1234554321 1122334455 12345678910 147258369 147852369
  123654789 789456123 741852963 4815162342 password1 password2 password12 password123
  password1234 passw0rd p@ssw0rd p@ssword pa55word mypassword passwort motdepasse pass1234
  qwerty12 qwerty123 qwerty1234 qwertyui qwer1234 1234qwer 12345qwert 1q2w3e4r 1q2w3e4r5t
  1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 1qaz2wsx 1qazxsw2 1qaz@wsx 1qaz2wsx3edc
  zaq12wsx zaq1xsw2 zaq1zaq1 12qwaszx qazwsxedc qweasdzxc 123qweasd 123qweasdzxc 123qwe123
  qweqweqwe asdasdasd asdfasdf asdf1234 asdfghjk asdfghjkl abcd1234 1234abcd abc12345
  abc123456 abcdefgh aa123456 a123456789 123456789a aaaaaaaa xxxxxxxx iloveyou iloveyou1
  iloveyou2 ihateyou lovelove trustno1 letmein1 welcome1 welcome123 changeme admin123
  administrator test1234 testtest hello123 blahblah access14 rush2112 sunshine sunshine1
  princess princess1 football football1 baseball baseball1 basketball volleyball softball
  superman superman1 spiderman starwars startrek stargate computer internet security
  whatever michael1 jessica1 charlie1 jennifer michelle samantha jonathan danielle nicholas
  benjamin victoria patricia elizabeth alexander christian christopher stephanie charlotte
  brittany kimberly courtney caroline mitchell williams sebastian fernando alejandro
  gabriela princesa estrella mariposa tequiero babygirl babygirl1 cutiepie precious
  beautiful butterfly buttercup chocolate strawberry pineapple icecream sunflower lollipop
  teddybear tinkerbell hellokitty spongebob cheerleader skittles superstar myspace1
  jordan23 maverick steelers redskins dolphins patriots cardinal redwings mercedes corvette
  kawasaki midnight cocacola marlboro scorpion bigdaddy slipknot metallic metallica
  blink182 linkinpark greenday pearljam zeppelin elephant mountain garfield
  godzilla airborne lifehack brooklyn platinum darkness snowball pakistan bismillah
  nintendo minecraft warcraft november december september explorer snickers guinness
  lasvegas paradise michigan carolina california hollywood poohbear einstein fireball
  firebird maryjane gangster swimming infinity harrypotter jesuschrist liverpool
  manchester barcelona realmadrid juventus hardcore
`
  .trim()
  .split(/\s+/);

const listed = new Set(COMMON_PASSWORDS);

/** Whether `password` is on the list, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return listed.has(password.toLowerCase());
}
