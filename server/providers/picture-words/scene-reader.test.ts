import { describe, expect, it } from 'vitest';
import { readScene } from './scene-reader';

describe('a page read into its scene', () => {
  it.each([
    ['Oliver ligger i tandlægestolen og åbner munden.', 'dentist', 'treatment-chair'],
    ['Vi sidder i venteværelset.', 'waiting-room', 'wait-with-book'],
    ['Ida sidder i frisørstolen og får en kappe på.', 'hairdresser', 'barber-chair'],
    ['Vi er i kirken til morfars begravelse.', 'church', 'sit-in-pew'],
    ['Ida lægger en blomst på graven.', 'graveside', 'flower-at-grave'],
    ['Ida sætter sig i bussen.', 'transport', 'bus-seat'],
    ['Emil ligger på briksen hos lægen.', 'doctor', 'examination-bench'],
    ['Ida holder bamsen.', null, 'hold-companion'],
    ['Vi venter i kø.', null, 'stand-in-line'],
    ['Ida holder sig for ørerne.', null, 'cover-ears'],
    ['Ida tager jakken på.', null, 'put-on-coat'],
    ['Vi spiser aftensmad ved bordet.', null, 'eat-at-table'],
  ])('«%s» is at %s, doing %s', (words, setting, action) => {
    expect(readScene(words)).toMatchObject({ setting, action });
  });

  it("draws no bathroom for «bad» as «bede»'s past, and no clinic or dentist for a role in pretend play", () => {
    // Ten unseen requests (issue 30's last reading): «Ida bad om hjælp» was drawn in a bathroom, «leger tandlæge» at a real dentist's.
    expect(readScene('Ida bad om hjælp.').setting).toBeNull();
    expect(readScene('Han bad mor om en pause.')).toMatchObject({ setting: null, present: ['mor'] });
    expect(readScene('Ida går i bad.').setting).toBe('bathroom');
    expect(readScene('Ida tager et bad.').setting).toBe('bathroom');
    expect(readScene('Ida og Noah leger tandlæge med bamsen.')).toMatchObject({ setting: null, present: [] });
    expect(readScene('Vi leger frisør derhjemme.')).toMatchObject({ setting: 'home', present: [] });
    expect(readScene('Ida leger på legepladsen.').setting).toBe('playground');
    expect(readScene('Emil sidder i tandlægestolen.').setting).toBe('dentist');
  });

  it('puts the adults the page names there, doing what the page says with them', () => {
    expect(readScene('Den nye voksne siger hej.')).toMatchObject({ action: 'wave-hello', present: ['den nye voksne'] });
    expect(readScene('Vi siger farvel til mormor.')).toMatchObject({ action: 'wave-goodbye', present: ['mormor'] });
    expect(readScene('Ida holder mor i hånden.')).toMatchObject({ action: 'hold-hand', present: ['mor'] });
    expect(readScene('Far ligger i en seng på hospitalet.')).toEqual({
      setting: 'hospital',
      action: 'visit-in-hospital-bed',
      present: ['far'],
      companion: false,
    });
    // The child in the hospital bed is another picture than visiting someone in it.
    expect(readScene('Ida ligger i en seng på hospitalet.')).toMatchObject({ action: 'lie-in-hospital-bed', present: [] });
    // A job said of someone is nobody else: mor is there, no nurse beside her.
    expect(readScene('Mor er sygeplejerske og arbejder om natten.').present).toEqual(['mor']);
    expect(readScene('Far arbejder som læge.').present).toEqual(['far']);
    expect(readScene('Det er lægen, der kigger i Idas ører.').present).toEqual(['lægen']);
    expect(readScene('Det er sygeplejerske Anna, der tager blodprøven.').present).toEqual(['sygeplejerske']);
    expect(readScene('I dag er pædagog Lone på stuen.').present).toEqual(['pædagog']);
    expect(readScene('Der er ingen tandlæge i dag, men mor er med.').present).toEqual(['mor']);
    // «de» may be the child and the family: the waiting room's chair is still the child's.
    expect(readScene('Emil og mor venter, mens de sidder i venteværelset.').action).toBe('wait-with-book');
  });

  it('reads «hun» or «han» after a sentence about someone else as that person: the child is not put in their bed', () => {
    // Ten unseen requests (issue 30's last reading): farmor's broken hip drew the 6-year-old as the patient.
    expect(readScene('Farmor er faldet og har brækket hoften. Hun ligger på hospitalet i Odense.')).toMatchObject({
      setting: 'hospital',
      action: 'visit-in-hospital-bed',
      present: ['farmor'],
    });
    // After a sentence about the child the pronoun stays the child's.
    expect(readScene('Emil er syg. Han ligger i sengen.')).toMatchObject({ action: 'lie-in-bed' });
  });

  it('says nothing the words do not say', () => {
    expect(readScene('Det er en helt almindelig dag.')).toEqual({ setting: null, action: null, present: [], companion: false });
    // Noise is not the child covering the ears, and a flower at home is not one at a grave.
    expect(readScene('Der kan være larm.').action).toBeNull();
    expect(readScene('Ida giver mor en blomst derhjemme.')).toMatchObject({ setting: 'home', action: null });
    // The teddy asleep is not the child in bed.
    expect(readScene('Idas bamse sover hos Ida.').action).toBeNull();
  });

  it('never puts a person who has died there', () => {
    expect(readScene('Mormor er død. Hun kommer ikke tilbage.').present).toEqual([]);
    expect(readScene('Vi siger farvel til morfar.', { dead: ['morfar'] }).present).toEqual([]);
    expect(readScene('Vi er i kirken til morfars begravelse. Mor er med.', { dead: ['morfar'] }).present).toEqual(['mor']);
    // Someone's mother who died: a drawn mother would be hers.
    expect(readScene('Yasmins mor var syg længe. Henrik siger, at hendes mor er død.', { dead: ['Yasmins mor'] }).present).toEqual([]);
  });

  it('shows a memory as a framed photo on the wall, and never the person who has died', () => {
    expect(readScene('Morfar er død. Det kan hjælpe at kigge på billeder af morfar.')).toMatchObject({
      action: 'look-at-photo',
      present: [],
    });
    expect(readScene('Ida og mor kigger på billeder af morfar i sofaen.')).toMatchObject({ action: 'look-at-photo', present: ['mor'] });
    expect(readScene('Ida sidder i sofaen.').action).not.toBe('look-at-photo');
    // The meal after a funeral is not eaten in the church.
    expect(readScene('Begravelsen er i kirken, og bagefter skal vi spise på kroen.')).toMatchObject({
      setting: 'church',
      action: 'sit-in-pew',
    });
    // A picture of a thing is no memory.
    expect(readScene('Gigi og et billede af dagens program plejer at hjælpe.').action).not.toBe('look-at-photo');
  });

  it('does not move the page to a place, or a person onto it, spoken of in passing', () => {
    expect(readScene('Derhjemme fortæller mor om tandlægen.')).toMatchObject({ setting: 'home', present: ['mor'] });
    expect(readScene('Mor fortæller om tandlægen.').setting).toBeNull();
    expect(readScene('Vi tænker på mormor og kigger på billeder af morfar.').present).toEqual([]);
    expect(readScene('Oliver er hos tandlægen.').setting).toBe('dentist');
  });

  it('draws a game of doctor where it is played, a zoo and a pitch outdoors, and a changing room by what else the page says', () => {
    // Unseen requests: «leger læge» was drawn at a clinic with a doctor, football training in a swimming pool, the zoo at school.
    const play = readScene('I børnehaven leger vi læge. Emma er lægen, og Noah er patienten.');
    expect(play.setting).toBe('kindergarten');
    expect(play.present).toEqual([]);
    expect(readScene('Ida skal i Zoologisk Have med sin klasse.').setting).toBe('outdoors');
    expect(readScene('Træningen er på kunstgræsbanen ved hallen.').setting).toBe('outdoors');
    expect(readScene('Oliver tager fodboldstøvler på i omklædningsrummet.').setting).toBeNull();
    expect(readScene('Ida klæder om i omklædningsrummet i svømmehallen.').setting).toBe('swimming');
    expect(readScene('Vi ser fodbold i fjernsynet.').setting).not.toBe('outdoors');
  });

  it('reads a ride home on the train, a class on the platform and a bed on the maternity ward where they are', () => {
    // picture-places (tune half): drawn at home, at school and in a bedroom.
    expect(readScene('Om eftermiddagen kører de med toget hjem igen.').setting).toBe('transport');
    expect(readScene('Klassen mødes på perronen kl. 8.').setting).toBe('transport');
    // «S-toget» is a kind of train, not a name; a classroom is the school.
    expect(readScene('Klassen tager S-toget ind til byen.').setting).toBe('transport');
    expect(readScene('Dagen starter i klasselokalet.').setting).toBe('school');
    expect(readScene('Mor ligger i en seng på barselsgangen.').setting).toBe('hospital');
    // Washing hands says no place: at the hospital's door it is the hospital, as the story's other pages say.
    expect(readScene('Freja, mor og far vasker hænder med sprit ved døren.')).toMatchObject({ setting: null, action: 'wash-hands' });
    expect(readScene('Ida vasker hænder på badeværelset.').setting).toBe('bathroom');
    expect(readScene('Ida går hjem.').setting).toBe('home');
    expect(readScene('Ida ligger i sengen under dynen.').setting).toBe('bedroom');
  });

  it('reads a capitalised place name inside a sentence as a name, not the common place', () => {
    // A person reading the stories: «Parken» (the national stadium) was drawn as a green park.
    expect(readScene('Vi skal se fodbold i Parken.').setting).toBeNull();
    expect(readScene('Vi spiser frokost i Skoven.').setting).toBeNull();
    // The common word stays the place, and so does a sentence's first word (a capital there says nothing).
    expect(readScene('Vi leger i parken.').setting).toBe('outdoors');
    expect(readScene('Parken er stor.').setting).toBe('outdoors');
    // Unless the same page writes it as a name inside a sentence.
    expect(readScene('Vi skal i Parken. Parken er stor.').setting).toBeNull();
    // A name whose last word says the kind of place is that kind of place.
    expect(readScene('Ida går på Vestre Skole.').setting).toBe('school');
  });

  it('reads a request about the page with the place the page is at', () => {
    const request = 'ligger i stolen med bamsen i hånden, mor sidder ved siden af';
    expect(readScene(request, { companion: 'bamse', at: 'dentist' })).toEqual({
      setting: 'dentist',
      action: 'treatment-chair',
      present: ['mor'],
      companion: true,
    });
    expect(readScene(request, { companion: 'bamse', at: 'hairdresser' }).action).toBe('barber-chair');
    // The companion by its name.
    expect(readScene('Ida krammer Bjørn.', { companion: 'en bamse der hedder Bjørn' })).toMatchObject({
      action: 'hold-companion',
      companion: true,
    });
  });
});
