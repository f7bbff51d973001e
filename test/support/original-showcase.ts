/**
 * The projects of the original showcase (bluesky-social/bsky-docs, src/data/users.tsx, its last
 * version, of 2025-06-20, in the snapshot of 2026-04-21): name, address (its website, else its source)
 * and tags, in its order. Facts only; the descriptions are not copied. The unit tests hold
 * content/showcase.ts to it: every project here is listed with its address and these tags, and the
 * favorite tag on exactly the projects it has it on. Whether each project is still online cannot be
 * checked from here; the original still lists them all.
 */
export interface OriginalProject {
  name: string
  url: string
  tags: string[]
  /** Our name, where the original's clashes with another project or is not the project's own. */
  renamed?: string
}

const table = `
Dragonfly | https://dfly.app | client
BIRU | https://bsky.makeup | domains
Japanese atproto docs | https://github.com/encrypteduse/atproto-website-docs-jp | tutorial
TypeScript/Node atproto starter kit | https://github.com/aliceisjustplaying/atproto-starter-kit | tutorial
Bluesky bot using ATProto and OpenAI API | https://ashevat.medium.com/how-to-build-a-bluesky-bot-using-atproto-and-openai-api-77a26a154b | tutorial
Bluesky bot tutorial | https://github.com/emilyliu7321/bluesky-emoji-bot/blob/main/TUTORIAL.md | tutorial
Getting started with #atdev | https://graysky.app/blog/2023-10-17-getting-started-atproto | tutorial
atproto | https://github.com/bluesky-social/atproto | protocol
indigo | https://github.com/bluesky-social/indigo | protocol
atproto (Python) | https://atproto.blue/ | protocol favorite
atproto (C++/Qt) | https://github.com/mfnboer/atproto | protocol opensource
lexrpc | https://github.com/snarfed/lexrpc | protocol
atprototools | https://github.com/ianklatzco/atprototools | protocol
Chitose | https://github.com/mnogu/chitose | protocol
arroba | https://github.com/snarfed/arroba | protocol
picopds | https://github.com/DavidBuchanan314/picopds | protocol
blue-pyinthe-sky | https://github.com/robcerda/blue-pyinthe-sky | protocol
gokyuzu | https://github.com/kiliczsh/gokyuzu | protocol
atproto (Dart) | https://atprotodart.com/ | protocol favorite
FishyFlip (C#) | https://github.com/drasticactions/FishyFlip | protocol
bsky4j (Java) | https://github.com/uakihir0/bsky4j | protocol
socialweb/atproto-lexicon (PHP) | https://github.com/socialweb-php/atproto-lexicon | protocol
phluesky (PHP) | https://github.com/potibm/phluesky | protocol
ATrium (Rust) | https://github.com/sugyan/atrium | protocol opensource favorite
swift-atproto (Swift) | https://github.com/nnabeyang/swift-atproto | protocol opensource
Tokimeki | https://tokimeki.blue/ | client favorite
Klearsky | https://klearsky.pages.dev/ | client favorite opensource
Laika | https://laika-bluesky.web.app/ | client
Skylight | https://penpenpng.github.io/skylight | client opensource
The Blue | https://the-blue.shino3.net | client
Ucho-ten | https://ucho-ten.net | client favorite
Kite🪁 | https://kite.black | client opensource
Sunrise | https://sunrise.li/auth/login | client
Blue Wrapper | https://blue.amazingca.dev | client opensource
Connectsky - Extension based AT Proto Client | https://chrome.google.com/webstore/detail/connectsky-an-at-proto-cl/dfjlfmdhkgcpendpfflnlaedfgaoiaed/related | client
SkyDeck | https://skydeck.social | client
SkyFeed | https://skyfeed.app | client favorite opensource customfeed
redocean | https://redocean.forza7.org/ | client
Skeetdeck | https://skeetdeck.pages.dev/ | client opensource
vSky | https://vsky.social | client
Skylight Bluesky Style | https://skylight-bluesky-style.vercel.app/#/ | client
deck.blue | https://deck.blue | client favorite
Fedica | https://fedica.com/social-media/bluesky | client bridge
Subium | https://subium.com | client
Graysky | https://graysky.app/ | client favorite opensource
Skywalker | https://bsky.app/profile/did:plc:zzmeflm2wzrrgcaam6bw3kaf | client opensource
Yup | https://yup.io/ | client
Skeets | https://www.skeetsapp.com | client
Seiun | https://github.com/akiomik/seiun | client opensource
Neosky (nvim) | https://neosky.social/ | client opensource
Ozone | https://github.com/christiandeange/ozone | client opensource
Greenland | https://github.com/itsWindows11/Greenland | client
Bluesky for Raycast | https://www.raycast.com/dharamkapila/bluesky | client
swiftsky | https://github.com/rmcan/swiftsky | client opensource
gosky (Golang) | https://github.com/bluesky-social/indigo/tree/main/cmd/gosky | client opensource
adenosine-cli (Rust) | https://gitlab.com/bnewbold/adenosine/-/blob/main/adenosine-cli/README.md | client opensource
bsky (Golang) | https://github.com/mattn/bsky | client opensource
atr (Rust) | https://github.com/syui/atr | client
bluesky_cli (Dart) | https://github.com/myConsciousness/atproto.dart/tree/main/packages/bluesky_cli | client opensource
blue-sky-cli (Typescript) | https://github.com/wesbos/blue-sky-cli | client
Hagoromo (C++/Qt) | https://hagoromo.relog.tech | client opensource
Sora | https://mszpro.com/sorasns | client
Nootti | https://nootti.com | client
BlueWP | https://github.com/Gargaj/BlueWP/ | client opensource
SkyBridge | https://github.com/videah/skybridge | bridge opensource
Bluestream | https://bluestream.deno.dev/ | bridge opensource
Twitter-to-Bsky | https://github.com/ianklatzco/twitter-to-bsky | bridge opensource
bluesky-post | https://github.com/myConsciousness/atproto.dart/tree/main/packages/bluesky_post | bridge opensource
granary | https://granary.io/ | bridge opensource
Sky Follower Bridge | https://github.com/kawamataryo/sky-follower-bridge | bridge opensource
bluesky-sms-service | https://github.com/kylefmohr/bluesky-sms-service | bridge
BlueWave | https://wave.level06.com/ | othertools opensource
Goodfeeds | https://goodfeeds.co/ | customfeed
Skyline | https://skyline.gay/ | customfeed opensource
Bossett's Custom Feeds | https://github.com/Bossett/bsky-feeds | customfeed
blue_factory | https://github.com/mackuba/blue_factory | customfeed opensource
bluesky-feeds-rb | https://github.com/mackuba/bluesky-feeds-rb | customfeed opensource
ATScan | https://github.com/atscan/atscan | stats opensource
Bluesky social graph generator | https://bsky.jazco.dev/ | stats
Bluesky stats | https://bsky.jazco.dev/stats | stats
Bluesky user growth | https://vqv.app/stats/chart | stats
SkyFeed Builder Feed Stats | https://stats.skyfeed.me/ | stats
Skyname | https://skyna.me/ | domains
Open Handles | https://github.com/SlickDomique/open-handles | domains
Ouranos 🌸 | https://useouranos.app/ | client opensource favorite
swifties.social | https://swifties.social/ | domains
Firesky | https://firesky.tv | firehose favorite
Blue skies ahead | https://blue-skies-ahead.glitch.me/ | firehose
atproto-firehose | https://github.com/kcchu/atproto-firehose | firehose opensource
blueskyfirehose | https://github.com/CharlesDardaman/blueskyfirehose | firehose opensource
Skyfall | https://github.com/mackuba/skyfall | firehose opensource
Skylink Chrome Extension | https://skylinkchrome.com | othertools favorite opensource
Skylink Firefox Extension | https://skylinkff.com/ | othertools opensource
Skycle.app | https://skycle.app | othertools
Glamorous Toolkit for AT Protocol | https://github.com/feenkcom/gt4atproto | othertools opensource
Bluesky post heatmap generator | https://bluesky-heatmap.fly.dev/ | othertools favorite opensource
Add Bluesky feed embeds | https://bsky.app/profile/did:plc:ijpidtwscybqhs5fxyzjojmu/post/3juerzwcl4424 | othertools
bsky.link | https://bsky.link/ | othertools
Bluesky Overhaul | https://github.com/xenohunter/bluesky-overhaul | othertools opensource
atp tooling | https://github.com/Amazingca/BSKY-Wrapper-v1 | othertools
bluesky-esphome | https://github.com/softplus/bluesky_esphome | othertools
Airspace | https://bsky-airspace.onrender.com/ | othertools
Skythread | https://blue.mackuba.eu/skythread/ | othertools opensource
SkyPicker | https://skypicker.site/ | othertools
Skircle | https://skircle.me | othertools
Neznam Atproto share | https://wordpress.org/plugins/neznam-atproto-share/ | othertools opensource
SkySweeper | https://github.com/pojntfx/skysweeper | othertools opensource
skeetgen | https://mary-ext.github.io/skeetgen/ | othertools opensource
bluesky-post-embed | https://mary-ext.github.io/bluesky-post-embed/ | othertools opensource
MTA Alerts | https://bsky.app/profile/did:plc:jvhf36loasspmffobuyfpopz | bot opensource
Limerick Bot | https://bsky.app/profile/did:plc:kqz6gh5hiukhcfg7i3hgpzzh | bot
bskybots | https://github.com/QuietImCoding/bskybots | bot opensource
Song of Songs Bot | https://bsky.app/profile/did:plc:75aqefjj3p45ubompts62agn | bot opensource
FAQ Bot | https://bsky.app/profile/faqbot.bsky.social | bot opensource
GitHub Trending Bot | https://bsky.app/profile/did:plc:eidn2o5kwuaqcss7zo7ivye5 | bot opensource
Bsky Weathercam Bot | https://bsky.app/profile/did:plc:n5ddwqolbjpv2czaronz6q3d | bot
Get Alt Text Bot | https://bsky.app/profile/did:plc:ck5xa2cgd3negu6usqedzjbf | bot opensource
Trend Words Bot | https://bsky.app/profile/did:plc:7ktx3oe2zbompu3cjwthlest | bot
Most Attention-Grabbing Posts Bot | https://bsky.app/profile/did:plc:boopgqnkg2inpleusxo7kj4l | bot
Linux Kernel Releases Bot | https://bsky.app/profile/did:plc:35c6qworuvguvwnpjwfq3b5p | bot
ai Bot | https://bsky.app/profile/did:plc:4hqjfn7m6n5hno3doamuhgef | bot opensource
Score My Wordle Bot | https://bsky.app/profile/did:plc:wems3hfqqjsfenrrd325q6zo | bot opensource
Rijden de Treinen Bot | https://bsky.app/profile/did:plc:ijgkhvxpubqao7yiwtbzpyrm | bot
Adopt a Pet Bot | https://bsky.app/profile/did:plc:huey5xufsv67u3fmmtatj2ox | bot opensource
Bluesky Earthquake Bot | https://bsky.app/profile/did:plc:hmpcokspyygl25tvwm57jef5 | bot opensource
SkeetStats | https://skeetstats.xyz | stats bot opensource
internect.info | https://internect.info | opensource othertools
Bluefeed | https://www.bluefeed.app | customfeed
Word of the Day Bot | https://bsky.app/profile/did:plc:ove6ykpuzvi4lthwgvd7lzdj | opensource bot
ATProto Export | https://github.com/rdp-studio/atproto-export | opensource othertools
Gobot-bsky - Bots with Go | https://github.com/danrusei/gobot-bsky | opensource bot
Reminder Bot! | https://github.com/juni-b-queer/bsky-remind-me-bot | opensource bot
@skyware/bot | https://skyware.js.org/guides/bot/introduction/getting-started | bot opensource
@skyware/firehose | https://skyware.js.org/guides/firehose/introduction/getting-started | firehose opensource
Instagram to Bluesky | https://github.com/marcomaroni-github/instagram-to-bluesky | bridge opensource
Twitter to Bluesky | https://github.com/marcomaroni-github/twitter-to-bluesky | bridge opensource
Bluesky Follow Chain | https://bluesky-fc.huuto.dev | othertools
bskyr | https://christophertkenny.com/bskyr/ | protocol opensource
Bluesky Feed Creator | https://blueskyfeedcreator.com/ | favorite customfeed
BlueRiver | https://marketplace.visualstudio.com/items?itemName=zuk246.blueriver | client opensource
X.Bluesky | https://nuget.org/packages/X.Bluesky | othertools opensource
Blueauth | https://github.com/CryBlanka/blueauth | othertools opensource
Smoke Signal | https://smokesignal.events/ | socialtools favorite
tuisky | https://crates.io/crates/tuisky | client opensource
Bluesky Self Hosting Tool | https://github.com/itaru2622/bluesky-selfhost-env | othertools opensource
Kyst | https://kyst.app | socialtools
bluesky-post | https://darn.es/bluesky-post-web-component/ | othertools opensource
NeoDB | https://neodb.net | socialtools bridge opensource
bsky-sh-cli (Bluesky in the shell) | https://github.com/bills-appworks/bsky-sh-cli | client opensource
Bluesky Directory | https://blueskydirectory.com/ | othertools socialtools
Share on Bluesky | https://wordpress.org/plugins/share-on-bluesky/ | othertools opensource
Old wildlife illustrations bot | https://bsky.app/profile/did:plc:ujsrwgtqk26kdz6ljxkrw4po | bot opensource favorite
Treeverse | https://treeverse.app | othertools opensource
Openvibe | https://openvibe.social | socialtools client
ATProtoKit (Swift) | https://atprotokit.cjrriley.com/documentation/atprotokit/ | protocol opensource
Videos For Bluesky (iOS) | https://apps.apple.com/app/videos-for-bluesky/id6740755135 | client
Graze Social | https://graze.social | customfeed socialtools favorite
Bluejeans | https://bluejeans.app | client
Bits of Saturn | https://bsky.app/profile/bitsofsaturn.bsky.social | opensource bot
Helico for Bluesky | https://apps.apple.com/jp/app/helico-for-bluesky/id6744268859 | client
Blu.Ski | https://blu.ski | othertools
`

/**
 * Our names for a few of them, by address: where the original's clashes with another project (two
 * entries named bluesky-post, Bluesky's own Ozone) or is not the project's own.
 */
const renamed: Record<string, string> = {
  'https://tokimeki.blue/': 'TOKIMEKI',
  'https://chrome.google.com/webstore/detail/connectsky-an-at-proto-cl/dfjlfmdhkgcpendpfflnlaedfgaoiaed/related': 'Connectsky',
  'https://github.com/christiandeange/ozone': 'Ozone (Android)',
  'https://darn.es/bluesky-post-web-component/': 'bluesky-post (web component)',
}

export const originalProjects: OriginalProject[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [name, url, tags] = line.split(' | ').map((cell) => cell.trim())
    return { name, url, tags: tags.split(' '), ...(renamed[url] ? { renamed: renamed[url] } : {}) }
  })

/** The original's tags, in its order. */
export const originalTags = ['favorite', 'opensource', 'client', 'bridge', 'customfeed', 'stats', 'domains', 'firehose', 'protocol', 'tutorial', 'bot', 'othertools', 'socialtools']
