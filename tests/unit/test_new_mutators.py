"""Table tests of the new fault types and controls: claim (and passages) in, mutants out."""

from __future__ import annotations

import pytest

from mutato.mutation.mutants import mutate_claim
from mutato.suite.model import Claim, Suite
from mutators._example import mutate
from mutators.added_fact import added_fact
from mutators.antonym_swap import antonym_swap
from mutators.circumstance_swap import circumstance_swap
from mutators.cross_passage import cross_passage
from mutators.paraphrase import paraphrase
from mutators.partial_support import partial_support

ANTONYMS = [
    ("Sales rose in the second quarter.", None, ["Sales fell in the second quarter."]),
    ("The company increased its prices.", None, ["The company decreased its prices."]),
    ("The hotel offers rooms with a sea view.", None, []),  # with/without: dropped, round 4
    ("Orders over $50 ship free.", None, ["Orders under $50 ship free."]),
    # guards: "free of charge", "open to", "in full", numbers after include, negation
    ("Parking is free of charge.", None, []),
    ("The museum is open to the public.", None, []),
    ("The Team plan includes up to 10 users.", None, []),
    ("Refunds are not available.", None, []),
    # a swap the passages state elsewhere is no fault
    ("Sales rose in the second quarter.",
     {"p": "Sales rose in the first quarter. Sales fell in the second quarter."}, []),
    # checked in context (held-out review): real claims whose swaps were not opposites
    ("Following the play-off final financial problems began to emerge with Xia struggling to "
     "move money out of China to maintain basic football operations.", None, []),
    ("The band also covered \"Iron Maiden\", originally by the band of the same name.", None, []),
    ("The company reported strong Q1 earnings per share of $5.52, compared to a loss last year.",
     None, ["The company reported weak Q1 earnings per share of $5.52, compared to a loss last "
            "year."]),  # "last year" stays: no "a loss first year"
    ("The company's improved earnings per share for the third quarter of 2020 increased by 17% "
     "from the same period in the previous year.", None, []),
    ("After showing interest in health insurance, the sales agent provided the customer with a "
     "personalized quote.", None, []),
    ("The team believes 25 Euros is a good and reasonable price.", None, []),
    ("Street parking is available at this location.", None,
     ["Street parking is unavailable at this location."]),
    # senses and frames the antonym lacks (held-out round 3): compounds, passed = died,
    # lost his life, spent his childhood, left his wife, lost to X, stopped from, poor at,
    # hope of winning, a reporting verb after its fact, "has X available"
    ("After high school in New Jersey he went into professional baseball.", None, []),
    ("Billy Herman passed in 1992.", None, []),
    ("Brubeck passed due to cardiac arrest.", None, []),
    ("One of its members tragically lost his life.", None, []),
    ("He increased his savings in the town where he spent his childhood.", None,
     ["He decreased his savings in the town where he spent his childhood."]),
    ("He opened a shop in the town.", None, []),  # "closed a shop": never seen, not made
    ("Two dogs left homeless have been rehomed together.", None, []),
    ("Dunne lost to Molinari in a play-off.", None, []),
    ("Relatives have been stopped from visiting graves.", None, []),
    ("He was generally poor at investigations.", None, []),
    ("Bellew still retains hope of winning a world title.", None, []),
    ("Bird flu has been found at a farm in Wyre, Defra has confirmed.", None, []),
    ("The restaurant has street parking available.", None, []),
    ("The bill passed the senate.", None, []),  # pass/fail: dropped as polysemous
    # the general check of round 4: polysemous pairs dropped ("found dead", "rich
    # ventilation", "a rare snake", "has revealed" as a report), verbs of a clause refused,
    # and a verb with a noun object only where the antonym was seen with that noun
    ("An elderly man was found dead at a house.", None, []),
    ("The palace used to stink due to poor ventilation.", None, []),
    ("Police have seized a rare snake from smugglers.", None, []),
    ("The move was delayed, the club's chairman has revealed.", None, []),
    ("Two men died in a crash which closed road lanes near Nottingham.", None, []),
    ("The bank closed the account.", None, ["The bank opened the account."]),
    ("Richie stated early on that he was against the war.", None, []),
    ("The firm raised its fees for members.", None, ["The firm lowered its fees for members."]),
    # self-contradiction in one sentence: two words of direction, a means, "for free"
    ("They discussed ways to cut costs, such as using cheaper materials.", None, []),
    ("The company plans to expand by adding stores.", None, []),
    ("You can cancel for free up to 24 hours in advance.", None, []),
]


@pytest.mark.parametrize(("claim", "passages", "expected"), ANTONYMS)
def test_antonym_swap(claim, passages, expected):
    assert mutate(antonym_swap, claim, passages=passages) == expected


CIRCUMSTANCES = [
    ("Team plans are billed monthly.", None, ["Team plans are billed yearly."]),
    ("The Team plan costs €12 per user per month.", None,
     ["The Team plan costs €12 per user per year."]),
    ("Invoices are sent before the end of the month.", None,
     ["Invoices are sent after the end of the month."]),
    ("The office is open Monday to Friday.", None,
     ["The office is open Sunday to Friday.", "The office is open Monday to Saturday."]),
    ("The museum is closed in winter.", None, ["The museum is closed in summer."]),
    # dates and times with a number stay with number_swap
    ("The festival takes place in July 2020.", None, []),
    ("The shop opens at 9 am on weekdays.", None, []),
    # the passages state the yearly billing too: no fault
    ("Team plans are billed monthly.",
     {"p": "Team plans are billed monthly or yearly."}, []),
    # held-out round 3: necessarily ordered events, future after past, clock times, names
    ("A crew has been found dead after they were kidnapped.", None, []),
    ("A bridge has reopened after it was hidden from view.", None, []),
    ("A man is missing after his kayak overturned on a river.", None, []),
    ("The painting will remain on public display after a government fund paid £1m to save "
     "it.", None, []),
    ("Yes, the restaurant is open from 10:00 am to 8:00 pm daily.", None, []),
    ("The Long March consisted of many marches.", None, []),
    ("Prices rose sharply in March.", None, ["Prices rose sharply in April."]),
    # a place of another level may contain the original: Florida holds Miami
    ("The police department is in Florida.", {"p": "Dexter works in Miami for the police."},
     []),
    ("The police department is in Tampa.", {"p": "Dexter works in Miami for the police."},
     ["The police department is in Miami."]),
]


@pytest.mark.parametrize(("claim", "passages", "expected"), CIRCUMSTANCES)
def test_circumstance_swap(claim, passages, expected):
    assert mutate(circumstance_swap, claim, passages=passages) == expected


ADDITIONS = [
    ("The hotel offers parking.", None,
     ["The hotel offers free parking.", "The family-run hotel offers parking."]),
    # a description of a named place holds through a negation
    ("No, pets are not allowed at Acorn Guest House.", None,
     ["No, pets are not allowed at the newly opened Acorn Guest House."]),
    ("Acorn Guest House does not serve breakfast.", None,
     ["The newly opened Acorn Guest House does not serve breakfast."]),
    ("Stephen Hillenburg was born in Oklahoma.", None,
     ["Stephen Hillenburg was born in northern Oklahoma.",
      "Stephen Hillenburg was born in Oklahoma into a wealthy family."]),
    ("Stephen Hillenburg was born in Oklahoma.", {"p": "Born in Lawton, southwest Oklahoma."},
     ["Stephen Hillenburg was born in Oklahoma into a wealthy family."]),
    # a product's kind goes next to the noun, after its adjectives
    ("Xcelerate is a robust platform.", None, ["Xcelerate is a robust AI-powered platform."]),
    # luggage is never encrypted; a bar inside a venue is not a venue; no splice into a hyphen
    ("Yes, this hotel offers luggage storage.", None,
     ["Yes, this family-run hotel offers luggage storage."]),
    ("The club has a restaurant on the bar.", None, []),
    # a news report's person gains an age; a company is described; a condition never narrows
    ("A man was arrested in the town.", None, ["A 24-year-old man was arrested in the town.",
                                               "A man was arrested in the coastal town."]),
    ("A man aged 34 was arrested.", None, []),
    ("The company cut 200 jobs.", None, ["The family-owned company cut 200 jobs."]),
    ("Staff must delete it if they have apps installed.", None, []),
    ("The platform offers expert-guiding support.", None,
     ["The platform offers 24/7 expert-guiding support."]),
    ("The Team plan costs €12 per user per month.", None,
     ["The Team plan costs €12 per user per month, excluding VAT."]),
    ("Tom Hanks is an American actor.", None, ["Tom Hanks is an award-winning American actor.",
                                                "Tom Hanks is an American actor and entrepreneur."]),
    ("The company reported a loss.", None, ["The family-owned company reported a loss.",
                                            "The company reported a loss for the first time."]),
    ("Amanda will bring cookies to the party.", None,
     ["Amanda will bring cookies to the party tomorrow."]),
    # the passages mention what the addition would say: not added
    ("The hotel offers parking.", {"p": "The hotel offers parking for €10 a night."},
     ["The family-run hotel offers parking."]),
    # (the kind's other description is unstated: it is the one added)
    ("The hotel offers parking.", {"p": "The family-owned hotel offers parking for €10."},
     ["The newly opened hotel offers parking."]),
    ("Amanda will bring cookies to the party.",
     {"p": "Amanda will bring cookies to the party on Friday."}, []),
    # a subject is never narrowed ("each premium user")
    ("Parking is next to the lobby.", None, []),
    # a bare noun of a class gains its class's modifier; a quantified or modified one does not
    ("The council approved the plan.", None,
     ["The council approved the controversial plan.",
      "The council unanimously approved the plan."]),
    ("The council approved new rules.", None, ["The council unanimously approved new rules."]),
    ("The council approved each plan.", None, ["The council unanimously approved each plan."]),
    ("The council approved the plan.", {"p": "Critics opposed the plan, but it was approved."},
     []),
    ("Tom Hanks starred in the film.", None, ["Tom Hanks starred in the award-winning film."]),
    ("The airport was closed.", None, ["The airport was temporarily closed."]),
    # one person votes alone; "passed" may mean died; a sports game sells nothing
    ("Mr Jones rejected a call to resign.", None, []),
    ("Billy Herman passed in 1992.", None, []),
    ("The brawl happened during a game against Fryston.", None, []),
    ("In Old Chicago is a film about Chicago.", None, ["In Old Chicago is an award-winning film about Chicago."]),
    ("The airport was closed.", {"p": "The airport was closed for two days."}, []),
    # "for the first time" misfits a stretch or a count; a point in time is fine
    ("Walpole led Great Britain for two decades.", None, []),
    ("Carlton played for 6 teams during his career.", None, []),
    ("The Wizards won the title in 2017.", None,
     ["The Wizards won the title in 2017 for the first time."]),
    # a region is added only to a place the passages write, never to an organisation
    ("It was shot in England.", {"p": "It was shot in Slough."}, []),
    ("Villar resigned from his role in Uefa.", {"p": "Villar resigned from his role in Uefa, "
                                                "the European football body."}, []),
    # "free" would stack ambiguously or contradict a price
    ("You can bring a folding bike on the train.", None,
     ["You can bring a folding bike on the train at no extra cost."]),
    ("The hotel offers private parking for GBP 14 per day.", None,
     ["The newly opened hotel offers private parking for GBP 14 per day."]),
    # nothing goes inside or beside a capitalised name the parser cut short (round 5)
    ("The Express by Holiday Inn Cambridge has beautiful views from their hotel rooms.", None,
     []),
    # (v5: the rooms, a venue's things, gain a detail before "the rooms", not inside the name)
    ("Yes, the rooms at Express by Holiday Inn Cambridge are large.", None,
     ["Yes, the recently renovated rooms at Express by Holiday Inn Cambridge are large."]),
    # a class modifier only on a noun of its sense: no product on a predicate, nothing after
    # a classifying word, nothing before "of", no demo as a protest, no guest review (round 5)
    ("Copper sulfate is a blue solution.", None, []),
    ("ICD-9 is a coding system used in medical billing and coding.", None, []),
    ("The system is still buggy and unstable, but it will soon be ready for a demonstration.",
     None, []),
    ("In the Catechism Cataclysm, the canoe trip quickly leads to a series of bizarre and "
     "terrifying events.", None, []),
    ("According to the reviews that I have on hand, the service has been described as "
     "friendly.", None, []),
    # an offer to check asserts nothing about what is checked
    ("Yes, I can check to see if they offer outdoor seating.", None, []),
    # "led to" is a cause, not an event that can be a first
    ("Marcus Morton's support for states' rights and opposition to the Federalist party's "
     "policies on war and civil liberties led to his decision.", None, []),
    # a one-time past event gains a year no window writes, when the passages are dated
    ("The SM U-30 German submarine was commissioned.",
     {"p": "SM U-30 was a German submarine launched in 1913."},
     ["The SM U-30 German submarine was commissioned in 1916."]),
    ("The SM U-30 German submarine was commissioned.", None, []),
    # the year moves from the earliest passage year (later years follow the event); a
    # frequency takes no single year
    ("Pinterest was created by three friends.",
     {"p": "Pinterest began in 2009. By 2020 it had 400 million users."},
     ["Pinterest was created by three friends in 2012."]),
    ("She often moved with her family across the country.",
     {"p": "She was born in 1950 and moved a lot."}, []),
    ("Barack Obama was born in Honolulu, Hawaii.", {"p": "Obama was born in 1961."},
     ["Barack Obama was born in Honolulu, Hawaii, in 1964.",
      "Barack Obama was born in Honolulu, Hawaii, into a wealthy family."]),
    ("The film has been released.", {"p": "The film was made in 1990."},
     ["The award-winning film has been released."]),
    # a meeting's discussion can be a first
    ("The group discussed the remote control design.", None,
     ["The group discussed the remote control design for the first time.",
      "The group, which was working to a tight deadline, discussed the remote control design."]),
    # a proposal or decision by a person or a group gains a reason no window gives
    ("The professor recommended a bigger hidden layer.", None,
     ["The professor recommended a bigger hidden layer, citing cost concerns.",
      "The professor repeatedly recommended a bigger hidden layer."]),
    ("The professor recommended a bigger hidden layer.",
     {"p": "A bigger layer would cost too much."},
     ["The professor recommended a bigger hidden layer, citing time constraints.",
      "The professor repeatedly recommended a bigger hidden layer."]),
    ("PhD G proposed finding the average length of overlaps .", None,
     ["PhD G proposed finding the average length of overlaps, citing cost concerns .",
      "PhD G repeatedly proposed finding the average length of overlaps ."]),
    ("The group decided to collect overlapping digits from speakers.", None,
     ["The group decided to collect overlapping digits from speakers, citing cost concerns.",
      "The group, which was missing one member that day, decided to collect overlapping digits "
      "from speakers."]),
]


@pytest.mark.parametrize(("claim", "passages", "expected"), ADDITIONS)
def test_added_fact(claim, passages, expected):
    assert mutate(added_fact, claim, passages=passages) == expected


PARAPHRASES = [
    ("Team plans can be cancelled at any time.", ["You can cancel Team plans at any time."]),
    ("The film was directed by Steven Spielberg.", ["Steven Spielberg directed the film."]),
    ("Spielberg directed the film in 1993.", ["The film was directed by Spielberg in 1993."]),
    ("If you cancel, your plan ends at the end of the billing period.",
     ["Your plan ends at the end of the billing period if you cancel."]),
    ("SSO is available only on the Enterprise plan.", ["Only the Enterprise plan offers SSO."]),
    # an answer word stays in front; the rest is rewritten
    ("Yes, the restaurant serves beer and wine.", ["Yes, beer and wine are served by the restaurant."]),
    # "can be refunded" is done by the vendor: no "you can refund"
    ("Annual contracts can be refunded in full.", []),
    # quantifier scope and pronoun antecedents could change: left alone
    ("Every student read a book.", []),
    ("Workspace owners can export all data as a ZIP file.", []),
    # irregular participles come from the table, and an unknown one is never guessed
    ("Bjornsson has been beaten to the title by a man from Cheltenham.",
     ["A man from Cheltenham has beaten Bjornsson to the title."]),
    ("The club has been led by Smith since 2010.", ["Smith has led the club since 2010."]),
    ("The knight smote the dragon.", []),
    # a cut-short object, a pronoun moved before its antecedent, a quote left behind
    ("Twitter increased their letters/symbols limits to over 275.", []),
    ('A buggy was listed by a father who joked that it ended his "carefree life".', []),
    # a phrase of the object noun moves with it; a verb's phrase after a noun made from a
    # verb may be the noun's (the parse cannot tell): left alone rather than stranded
    ("The company bought a stake in the firm.", ["A stake in the firm was bought by the company."]),
    ("The development of new economies because of the treaties marked Africa's economic "
     "integration into the global economy.", []),
    ("The development of new economies because of the treaties marked Africa's integration "
     "into the global economy.", ["Africa's integration into the global economy was marked by "
                                  "the development of new economies because of the treaties."]),
    # a verb's phrase stays by the verb when the agent has a phrase of its own
    ("The owner of the bakery sold the shop in 2005.",
     ["The shop was sold in 2005 by the owner of the bakery."]),
    # a pronoun or "others" never moves ahead of its antecedent in the other clause
    ("While some regarded the decorations to be mediocre, others thought they were a plus.", []),
    ("Dogs can be brought if they are small.", []),
]


@pytest.mark.parametrize(("claim", "expected"), PARAPHRASES)
def test_paraphrase(claim, expected):
    assert mutate(paraphrase, claim) == expected


PASSAGES = {"plans": "The Team plan costs €12 per user per month and includes up to 10 users.",
            "storage": "Each user on the Team plan gets 50 GB of storage."}


def _suite(*texts: str, passages=PASSAGES) -> Suite:
    return Suite("s", tuple(Claim(f"c{i}", t, passages) for i, t in enumerate(texts)))


def test_cross_passage_joins_claims_of_two_passages_only():
    suite = _suite("The Team plan costs €12 per user per month.",
                   "Each Team user gets 50 GB of storage.",
                   "The Team plan includes up to 10 users.")
    made = [m.text for m in mutate_claim(suite.claims[0], suite, cross_passage.spec, seed=0)]
    joined = ("The Team plan costs €12 per user per month, and each Team user gets "
              "50 GB of storage.")
    assert made == [joined]  # c2 sits in the same passage: not joined
    assert {m.fault_type for m in mutate_claim(suite.claims[0], suite, cross_passage.spec,
                                               seed=0)} == {"cross_passage"}


JOINS = [
    # a name stays capitalised, a common first word never does (whatever a heading wrote)
    ({"a": "Twitter became the third social site in January 2009.",
      "b": "Cardinals\nMore than twenty cardinals have a Twitter account."},
     "Twitter became the third social site in January 2009.",
     "More than twenty cardinals have a Twitter account.",
     ["Twitter became the third social site in January 2009, and more than twenty cardinals "
      "have a Twitter account."]),
    ({"a": "Emily Bronte wrote under the pseudonym Ellis Bell.",
      "b": "Emily Bronte wrote Wuthering Heights in 1847."},
     "Emily Bronte's pseudonym is Ellis Bell.", "Emily Bronte wrote Wuthering Heights in 1847.",
     ["Emily Bronte's pseudonym is Ellis Bell, and Emily Bronte wrote Wuthering Heights in "
      "1847."]),
    # "the novel" points back at nothing the first claim named
    ({"a": "Emily Bronte wrote under the pseudonym Ellis Bell.",
      "b": "Most of the novel is told by Nelly Dean."},
     "Emily Bronte's pseudonym is Ellis Bell.", "Most of the novel is told by Nelly Dean.", []),
    # a fronted "In April 2007," would scope over the joined clause
    ({"a": "In April 2007, he was diagnosed with pleurisy.",
      "b": "The Griffey family moved to Ohio in 1976."},
     "In April 2007, he was diagnosed with pleurisy.", "The Griffey family moved to Ohio in 1976.",
     []),
]


@pytest.mark.parametrize(("passages", "claim", "sibling", "expected"), JOINS)
def test_cross_passage_join_reads_as_the_two_claims(passages, claim, sibling, expected):
    suite = _suite(claim, sibling, passages=passages)
    assert [m.text for m in mutate_claim(suite.claims[0], suite, cross_passage.spec,
                                         seed=0)] == expected


def test_partial_support_adds_a_sibling_fault_about_the_same_subject():
    suite = _suite("The Team plan costs €12 per user per month.",
                   "The Team plan includes up to 10 users.")
    made = [m.text for m in mutate_claim(suite.claims[0], suite, partial_support.spec, seed=0)]
    assert made and all(t.startswith("The Team plan costs €12 per user per month and ")
                        for t in made)
    assert all("10 users." not in t or "not" in t for t in made)  # the added half is false


def test_partial_support_takes_a_sibling_on_a_shared_passage():
    shared = {"plans": PASSAGES["plans"]}
    suite = Suite("s", (Claim("a", "The Team plan costs €12 per user per month.", shared),
                        Claim("b", "The Team plan includes up to 10 users.", PASSAGES)))
    made = [m.text for m in mutate_claim(suite.claims[0], suite, partial_support.spec, seed=0)]
    assert made and all(t.startswith("The Team plan costs €12 per user per month and ")
                        for t in made)


def test_partial_support_needs_a_sibling_or_a_passage_sentence_about_the_subject():
    suite = _suite("The Team plan costs €12 per user per month.")
    assert list(mutate_claim(suite.claims[0], suite, partial_support.spec, seed=0)) == []


#: Round 3 of the held-out review: joins whose false half made the sentence read as
#: nonsense. Each row: claim, sibling claim, passage, a word no mutant may hold.
PARTIAL_SUPPORT_REFUSED = [
    # the false half contradicts the claim's own predicate ("Turkish-born ... not from Turkey")
    ("Ali is Turkish-born.", "Ali is from Turkey.",
     "Ali is Turkish-born. Ali is from Turkey and lives in Paris.", "Turkey"),
    # an antonym_swap sense error or self-contradiction ("most populated ... the smallest")
    ("Toronto is the most populated city in Canada.",
     "Toronto, the largest city in Canada, has 100,000 immigrants every year.",
     "Toronto is the most populated city in Canada. Toronto, the largest city in Canada, "
     "has 100,000 immigrants every year.", "smallest"),
    # a count the list after it spells out ("three teams, the Mariners and Reds")
    ("Ken played football in high school.",
     "Ken played for two baseball teams, the Mariners and Reds.",
     "Ken played football in high school. Later Ken played for two baseball teams, the "
     "Mariners and Reds.", "teams"),
    # a second negation ("was not tall, dark but not handsome")
    ("Shaka was the emperor of the Zulu nation.", "Shaka was tall, dark but not handsome.",
     "Shaka was the emperor of the Zulu nation. He was tall, dark but not handsome.", "tall"),
    # a flipped premise of "thus" ("does not believe women cannot ... and thus mistreats")
    ("Hamlet is the longest play of Shakespeare.",
     "Hamlet believes women cannot be trusted and thus mistreats Ophelia.",
     "Hamlet is the longest play of Shakespeare. Hamlet believes women cannot be trusted and "
     "thus mistreats Ophelia.", "Ophelia"),
]


@pytest.mark.parametrize(("claim", "sibling", "passage", "word"), PARTIAL_SUPPORT_REFUSED)
def test_partial_support_refuses_a_false_half_that_reads_as_nonsense(claim, sibling, passage,
                                                                     word):
    suite = Suite("s", (Claim("a", claim, {"p": passage}), Claim("b", sibling, {"p": passage})))
    made = [m.text for m in mutate_claim(suite.claims[0], suite, partial_support.spec, seed=0)]
    assert not [t for t in made if word in t[len(claim) - 1:]], made


def test_partial_support_still_joins_a_sound_false_half():
    passage = ("Toronto is the most populated city in Canada. Toronto, the largest city in "
               "Canada, has 100,000 immigrants every year.")
    suite = Suite("s", (Claim("a", "Toronto is the most populated city in Canada.", {"p": passage}),
                        Claim("b", "Toronto, the largest city in Canada, has 100,000 immigrants "
                                   "every year.", {"p": passage})))
    made = [m.text for m in mutate_claim(suite.claims[0], suite, partial_support.spec, seed=0)]
    assert made and all("smallest" not in t for t in made)


#: Round 4 of the held-out review, by class: joins a reader rules changed or broken.
CROSS_PASSAGE_REFUSED = [
    # the joined claim is loosely worded against its passage ("depicted" where it says "built")
    ({"a": "The statue was illuminated as a doctor in April 2020.",
      "b": "The statue was built by the engineer Heitor da Silva Costa."},
     "The statue was illuminated as a doctor in April 2020.",
     "Heitor da Silva Costa depicted the statue."),
    # another currency than the passage writes ("$50,000" for "£50,000")
    ({"a": "Diana was born at Park House.", "b": "Diana left her butler around £50,000."},
     "Diana was born at Park House.", "Diana left her butler $50,000."),
    # a shared subject taking the same verb twice ("was born ... and was born ...")
    ({"a": "Gautama was born into an aristocratic family.", "b": "Gautama was born in Lumbini."},
     "Gautama was born into an aristocratic family.", "Gautama was born in Lumbini."),
    # a quantified subject would scope over both predicates ("Only one moai ... and ...")
    ({"a": "Only one kneeling moai has visible legs.",
      "b": "Only one kneeling moai stands in the quarry."},
     "Only one kneeling moai has visible legs.", "Only one kneeling moai stands in the quarry."),
    # "and" would read the later-dated event first as a sequence
    ({"a": "A film adaptation was made in England in 1920.",
      "b": "Thomas Newby published the text in 1847."},
     "A film adaptation was made in England in 1920.", "Thomas Newby published the text in 1847."),
    # a half leaning on a sentence before it ("it", "also")
    ({"a": "The novel inspired many adaptations such as films.",
      "b": "Emily Bronte wrote under the pseudonym Ellis Bell."},
     "It inspired many adaptations such as films.",
     "Emily Bronte wrote under the pseudonym Ellis Bell."),
    ({"a": "The gate was built in 1791.", "b": "The senate lets the gate be lit at night."},
     "The gate was built in 1791.", "The senate also lets the gate be lit at night."),
]


@pytest.mark.parametrize(("passages", "claim", "sibling"), CROSS_PASSAGE_REFUSED)
def test_cross_passage_refuses_a_join_that_says_more(passages, claim, sibling):
    suite = _suite(claim, sibling, passages=passages)
    assert [m.text for m in mutate_claim(suite.claims[0], suite, cross_passage.spec,
                                         seed=0)] == []


def test_cross_passage_still_joins_two_well_stated_claims_in_order():
    passages = {"a": "Thomas Newby published the text in 1847.",
                "b": "A film adaptation was made in England in 1920."}
    suite = _suite("Thomas Newby published the text in 1847.",
                   "A film adaptation was made in England in 1920.", passages=passages)
    assert [m.text for m in mutate_claim(suite.claims[0], suite, cross_passage.spec,
                                         seed=0)] == [
        "Thomas Newby published the text in 1847, and a film adaptation was made in England "
        "in 1920."]


#: Round 4: false halves that negate a scoped word, hold a second predicate or lean on a
#: sentence before them. Each row: claim, sibling claim, passage, a word no mutant may hold.
PARTIAL_SUPPORT_REFUSED_4 = [
    ("Charlemagne was named Carolus in Latin.",
     "Charlemagne was both a king and an emperor from 768 to 800.",
     "Charlemagne was named Carolus in Latin. Charlemagne was both a king and an emperor "
     "from 768 to 800.", "emperor"),
    ("Gautama was born in Lumbini.",
     "Gautama was from a privileged family and then gave up his life of luxury.",
     "Gautama was born in Lumbini. Gautama was from a privileged family and then gave up his "
     "life of luxury.", "luxury"),
    ("Joe Cronin had Irish roots.", "Joe Cronin was also a manager in it for 5 years.",
     "Joe Cronin had Irish roots. Joe Cronin was also a manager in it for 5 years.", "manager"),
    ("At one point, Vichy served as the second capital of France.",
     "Vichy had a few officials reprimanded for war crimes.",
     "At one point, Vichy served as the second capital of France. Vichy had a few officials "
     "reprimanded for war crimes.", "officials"),
]


@pytest.mark.parametrize(("claim", "sibling", "passage", "word"), PARTIAL_SUPPORT_REFUSED_4)
def test_partial_support_refuses_round_four_classes(claim, sibling, passage, word):
    suite = Suite("s", (Claim("a", claim, {"p": passage}), Claim("b", sibling, {"p": passage})))
    made = [m.text for m in mutate_claim(suite.claims[0], suite, partial_support.spec, seed=0)]
    assert not [t for t in made if word in t[len(claim) - 1:]], made


#: Round 5: claims with a sibling but no mutant, mostly because the sibling's false fact is
#: about another subject. Each row: claim, sibling claim, passage, what every mutant starts
#: with and a word its false half holds.
PARTIAL_SUPPORT_WIDER = [
    # another named subject of the same passage: two clauses, one of them false
    ("Pizza Hut City Centre has a view of the park.", "Zizzi Cambridge has a terrace.",
     "Pizza Hut City Centre has a view of the park. Zizzi Cambridge has a terrace.",
     "Pizza Hut City Centre has a view of the park, and Zizzi Cambridge ", "terrace"),
    # a "he" subject that can only be the claim's person takes the claim's subject
    ("Barack Obama was born in Honolulu.", "He served two terms as president.",
     "Barack Obama was born in Honolulu. He served two terms as president.",
     "Barack Obama was born in Honolulu and ", "terms"),
]


@pytest.mark.parametrize(("claim", "sibling", "passage", "start", "word"),
                         PARTIAL_SUPPORT_WIDER)
def test_partial_support_joins_a_false_fact_about_another_subject(claim, sibling, passage,
                                                                  start, word):
    suite = Suite("s", (Claim("a", claim, {"p": passage}), Claim("b", sibling, {"p": passage})))
    made = [m.text for m in mutate_claim(suite.claims[0], suite, partial_support.spec, seed=0)]
    assert made and all(t.startswith(start) and word in t[len(start):] for t in made), made


#: Second halves that would lean on a sentence before them, or a pronoun that could point at
#: another person: no mutant.
PARTIAL_SUPPORT_WIDER_REFUSED = [
    ("Pizza Hut City Centre has a view of the park.", "They have a terrace.",
     "Pizza Hut City Centre has a view of the park. They have a terrace."),
    ("Barack Obama met Joe Biden in Chicago.", "He served two terms as president.",
     "Barack Obama met Joe Biden in Chicago. He served two terms as president."),
    ("Pizza Hut City Centre has a view of the park.", "The restaurant has a terrace.",
     "Pizza Hut City Centre has a view of the park. The restaurant has a terrace."),
    # a loosely worded sibling ("depicted" where the passage says "built"): its negation
    # may be true (the passage's own sentence, stated word for word, may still be used)
    ("The statue was lit in April 2020.", "Heitor da Silva Costa depicted the statue.",
     "The statue was lit in April 2020. The statue was built by Heitor da Silva Costa."),
]


@pytest.mark.parametrize(("claim", "sibling", "passage"), PARTIAL_SUPPORT_WIDER_REFUSED)
def test_partial_support_refuses_a_second_half_that_needs_the_passage(claim, sibling, passage):
    suite = Suite("s", (Claim("a", claim, {"p": passage}), Claim("b", sibling, {"p": passage})))
    made = mutate_claim(suite.claims[0], suite, partial_support.spec, seed=0)
    assert all("(a passage sentence," in m.note and sibling not in m.note for m in made), made


#: Round 6: a claim whose siblings give no join (or that has none) takes a fault mutant of a
#: sentence of its own passages about the same subject. Real FactCheck-GPT and FEVER text.
EPIGENETIC = ("Some epigenetic tags remain in place as genetic information passes from "
              "generation to generation, a process called epigenetic inheritance. Epigenetic "
              "inheritance is an unconventional finding. It goes against the idea that "
              "inheritance happens only through the DNA code that passes from parent to "
              "offspring.")


def test_partial_support_takes_a_false_fact_from_a_passage_sentence():
    claim = Claim("a", "Epigenetic inheritance refers to the transmission of traits from one "
                       "generation to the next.", {"e1": EPIGENETIC})
    made = mutate_claim(claim, Suite("s", (claim,)), partial_support.spec, seed=0)
    assert [m.text for m in made] == [
        "Epigenetic inheritance refers to the transmission of traits from one generation to "
        "the next and is not an unconventional finding."]
    assert "'Epigenetic inheritance is an unconventional finding.'" in made[0].note


#: Passage sentences that do not read as a fact of their own once joined: a bracketed birth
#: date beside the claim's own, a fronted "In the general election", a tokenised " ,".
PARTIAL_SUPPORT_PASSAGE_REFUSED = [
    ("Zoey Deutch was birthed on November 10, 1994.",
     "Zoey Deutch\nZoey Francis Thompson Deutch (born November 10, 1994) is an American "
     "actress."),
    ("Donald Trump previously served as a businessman.",
     "Before winning the U.S. presidency, Trump never held any elected or appointed "
     "government office. In the general election, Trump ran against Democrat Hillary "
     "Clinton , the first female presidential candidate from a major political party."),
    # a review's note with a bare noun for subject: negated, it is no fact ("view is not ok")
    ("For the most part, the views available from the Yippee Noodle Bar are seen as being "
     "nice and acceptable.",
     "YIPPEE NOODLE BAR, guest review\nView is ok, nothing great. The food was tasty."),
    # a hedged opinion of a review: negated it reads garbled ("was not fairly poor")
    ("Service at Shiraz is not the greatest.",
     "SHIRAZ, guest review\nThe food was delicious. The service was fairly poor and slow as "
     "well."),
    # a page title glued to the subject ("Judge Sonia Sotomayor Sonia Sotomayor has served")
    ("Sonia Sotomayor is a female U.S. Supreme Court justice.",
     "Judge Sonia Sotomayor Sonia Sotomayor has served as a judge on the United States Court "
     "of Appeals for the Second Circuit since October 1998."),
]


@pytest.mark.parametrize(("claim", "passage"), PARTIAL_SUPPORT_PASSAGE_REFUSED)
def test_partial_support_refuses_a_passage_sentence_that_reads_badly(claim, passage):
    claim = Claim("a", claim, {"e1": passage})
    assert mutate_claim(claim, Suite("s", (claim,)), partial_support.spec, seed=0) == []


def test_cross_passage_note_quotes_the_added_claim_and_its_passage():
    suite = _suite("The Team plan costs €12 per user per month.",
                   "Each Team user gets 50 GB of storage.")
    notes = [m.note for m in mutate_claim(suite.claims[0], suite, cross_passage.spec, seed=0)]
    assert notes == ["adds the faithful claim 'Each Team user gets 50 GB of storage.' (c1), "
                     "stated in passage storage: expected still supported"]
