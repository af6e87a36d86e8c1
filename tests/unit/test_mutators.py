"""Claim in, mutants out: exact tables for every built-in mutator (seed 0), across domains.

Each row is (mutator, claim, passages or None, derivation, expected mutant texts). A
derivation of "derived" marks a derived claim without a spelled-out derivation. Rows that
expect nothing are the cases where a mutator must not fire (24/7, versions, modal "may",
facts the passages state for the swapped entity too, conditions whose removal stays true).
"""

from __future__ import annotations

import doctest
from collections import Counter

import pytest

from mutato.mutation.mutants import generate_mutants, mutate_claim
from mutato.mutation.registry import load_mutators
from mutato.suite.loading import load_suite
from mutato.suite.model import Claim, Suite
from mutators._example import mutate

FAULTS = ("number_swap", "negation_flip", "entity_swap", "dropped_condition", "derived_number",
          "added_fact", "antonym_swap", "circumstance_swap", "partial_support")
CONTROLS = ("number_in_words", "synonym", "contraction", "paraphrase", "cross_passage")
#: Mutators that join a claim with a sibling claim: one claim alone never fires them; their
#: tables live in tests/unit/test_new_mutators.py.
NEEDS_SIBLINGS = ("partial_support", "cross_passage")

CASES = [
    # --- number_swap
    ('number_swap', 'Standard shipping takes 3-5 business days.', None, None, ['Standard shipping takes 4-5 business days.']),  # a range only narrows
    ('number_swap', 'Orders over $50 ship free within the US.', None, None, ['Orders over $30 ship free within the US.']),
    ('number_swap', 'Returns are accepted within 30 days of delivery.', None, None, ['Returns are accepted within 45 days of delivery.']),
    ('number_swap', 'The Pro plan costs $19.99 per month.', None, None, ['The Pro plan costs $14.99 per month.']),
    ('number_swap', 'The limited warranty lasts 2 years from the date of purchase.', None, None, ['The limited warranty lasts 4 years from the date of purchase.']),
    ('number_swap', 'Each passenger may check 1 bag weighing up to 23 kg.', None, None, ['Each passenger may check 2 bags weighing up to 23 kg.', 'Each passenger may check 1 bag weighing up to 30 kg.']),
    ('number_swap', 'Carry-on bags must not exceed 55x40x20 cm.', None, None, ['Carry-on bags must not exceed 75x40x20 cm.']),
    ('number_swap', 'The overdraft fee is $35, up to three times per day.', None, None, ['The overdraft fee is $30, up to three times per day.', 'The overdraft fee is $35, up to two times per day.']),
    ('number_swap', 'Annual plans save 20% compared with monthly billing.', None, None, ['Annual plans save 15% compared with monthly billing.']),
    ('number_swap', 'The name change takes place during the 2018–19 academic year.', None, None, []),  # '2020–19' would be no year range
    ('number_swap', 'He has three siblings: Wade, Shane and Bailey.', None, None, []),  # the list counts them
    ('number_swap', 'She was one of three applicants, the other two being Ann and Bo.', None, None, []),
    ('number_swap', 'Yields touched 0.505%, breaching the 0.5% cap.', None, None, ['Yields touched 0.750%, breaching the 0.5% cap.', 'Yields touched 0.505%, breaching the 0.3% cap.']),  # each stays on its side of the other
    ('number_swap', 'The outlook was raised from $6 per share to $7.50 per share.', None, None, ['The outlook was raised from $6 per share to $10.00 per share.']),
    ('number_swap', 'Capital expenditures will range from $90 million to $100 million.', None, None, []),
    ('number_swap', 'The platform is trusted by over 1,000 businesses.', None, None, ['The platform is trusted by over 2,000 businesses.']),
    ('number_swap', '9) The document analyzes the decision.', None, None, []),  # a list marker
    ('number_swap', 'The rounds weigh 10 kg (23 lb).', None, None, []),  # a conversion pair
    ('number_swap', 'The firm is lowering net debt below $25 billion.', None, None, ['The firm is lowering net debt below $15 billion.']),  # a target on one debt, not a class of debts
    ('number_swap', 'He played for the club from 2001 to 2005.', None, None, ['He played for the club from 2003 to 2005.', 'He played for the club from 2001 to 2002.']),
    ('number_swap', 'Artpop sold more than 100,000 copies.', {'p': 'Artpop sold 757,000 copies in its first week.'}, None, []),  # any larger bound the passage still meets
    ('number_swap', 'Refunds are processed within 5 to 10 business days.', None, None, ['Refunds are processed within 7 to 10 business days.', 'Refunds are processed within 5 to 7 business days.']),
    ('number_swap', 'You get fifty free messages a month.', None, None, ['You get forty free messages a month.']),
    ('number_swap', 'A 1 hour delay qualifies for a meal voucher.', None, None, ['A 2 hour delay qualifies for a meal voucher.']),
    ('number_swap', 'Push a 500 MB file and you use 500 MB of storage.', None, None, ['Push a 400 MB file and you use 500 MB of storage.', 'Push a 500 MB file and you use 400 MB of storage.']),
    ('number_swap', 'Annual contracts are not refundable after 14 days.', None, None, ['Annual contracts are not refundable after 10 days.']),
    ('number_swap', 'International wire transfers cost 1,500 points or $25.', None, None, ['International wire transfers cost 2,000 points or $25.', 'International wire transfers cost 1,500 points or $20.']),
    ('number_swap', 'The plan includes 3,000 minutes per month.', None, None, ['The plan includes 4,000 minutes per month.']),
    ('number_swap', 'Support is available 24/7 by chat.', None, None, []),
    ('number_swap', 'Version 2.1.3 fixes login errors.', None, None, []),
    ('number_swap', 'Call us at 1-800-555-0100 between 9am and 5pm.', None, None, ['Call us at 1-800-555-0100 between 8am and 5pm.', 'Call us at 1-800-555-0100 between 9am and 6pm.']),  # opening hours widen
    ('number_swap', 'The sale ends on June 30th.', None, None, ['The sale ends on April 30th.']),
    ('number_swap', 'In 2024 we moved to a new warehouse.', None, None, ['In 2022 we moved to a new warehouse.']),
    ('number_swap', 'The firm was founded in the 1990s and has more than 5,000 employees.', None, None, ['The firm was founded in the 1980s and has more than 5,000 employees.', 'The firm was founded in the 1990s and has more than 7,500 employees.']),
    ('number_swap', 'Hotel Two Rivers is open 24 hours a day.', None, None, ['Hotel Two Rivers is open 12 hours a day.']),
    ('number_swap', 'You can cancel for free up to 24 hours in advance.', None, None, ['You can cancel for free up to 12 hours in advance.']),
    ('number_swap', 'Halsey did not sign a contract in 2018.', None, None, []),
    ('number_swap', 'It was a standout on Adams\'s "1989" and on Australia (2008 film).', None, None, []),
    ('number_swap', 'Boeing will deliver 737 MAX jets.', None, None, []),
    ('number_swap', 'Windows 11 is supported.', None, None, []),
    ('number_swap', 'Billing starts at 00:00:00 UTC.', None, None, []),
    ('number_swap', 'Nonprofits need 501(c)3 status.', None, None, []),
    ('number_swap', 'Registration closes on January 31st.', None, None, ['Registration closes on October 31st.']),  # never 'November 31st'
    ('number_swap', 'The sale ends on August 31.', None, None, ['The sale ends on May 31.']),  # never 'June 31'
    # round 4's classes: a bound counting the subject, a told event, a window, a rank, a count
    # tied to names or ordinals, a pace, a decade the passage names
    ('number_swap', 'More than twenty cardinals have a Twitter account.', None, None, ['More than forty cardinals have a Twitter account.']),  # the subject's own count: more is stronger
    ('number_swap', 'Payment of more than £14,000 has been awarded to the men.', None, None, ['Payment of more than £20,000 has been awarded to the men.']),  # one event, not a class of payments
    ('number_swap', 'Bags over 23 kg incur a fee.', None, None, ['Bags over 15 kg incur a fee.']),  # still a class the bound restricts
    ('number_swap', 'Within the last 5 years, she had a child.', None, None, ['Within the last 3 years, she had a child.']),  # a narrower window is stronger
    ('number_swap', 'Rail services could be disrupted within the next 100 years.', None, None, ['Rail services could be disrupted within the next 75 years.']),  # a prediction, not an allowance
    ('number_swap', 'The firm grew fast, earning over $25 billion in sales.', None, None, ['The firm grew fast, earning over $40 billion in sales.']),  # a participle clause is no condition
    ('number_swap', 'Germany was one of the top ten countries.', None, None, []),  # a rank bound
    ('number_swap', 'It is one of the three largest lakes.', None, None, []),
    ('number_swap', 'Rebecca had two sons named Jacob and Esau.', None, None, []),  # the names count them
    ('number_swap', 'A third foot was found near where two others were found.', None, None, []),  # tied to the ordinal
    ('number_swap', 'The team lost all three games.', None, None, ['The team lost all five games.']),  # never 'all two'
    ('number_swap', 'He ran sub 20 seconds for 200m.', None, None, []),  # a pace
    ('number_swap', 'By signing up within the next 10 days, you get a discount.', None, None, ['By signing up within the next 14 days, you get a discount.']),  # a window in a condition widens
    ('number_swap', 'You may check in any time after 3 pm.', None, None, ['You may check in any time after 1 pm.']),  # a window opening earlier is stronger
    ('number_swap', 'Guests must check out by 11am.', None, None, ['Guests must check out by 10am.']),  # a deadline: earlier is stronger
    ('number_swap', 'The lab became the fourth to be sanctioned.', None, None, ['The lab became the fifth to be sanctioned.']),  # an ordinal moves one step
    ('number_swap', 'The bridge was built in the 14th Century.', None, None, ['The bridge was built in the 15th Century.']),
    ('number_swap', 'Ulster produced a strong second half.', None, None, []),  # a match has two halves
    ('number_swap', 'The 2nd Boer War was fought in South Africa.', None, None, []),  # part of a name
    ('number_swap', 'At first she refused, for the first time.', None, None, []),  # 'first' is an idiom as often as a rank
    ('number_swap', 'A third foot was found; two others were found earlier.', None, None, []),  # the ordinal is tied to the count
    ('number_swap', 'She was the highest paid woman in rock in the 1960s.', {'p': 'She was the most successful singer of the 1950s and the 1970s.'}, None, ['She was the highest paid woman in rock in the 1980s.']),  # never a decade the passage names
    # --- negation_flip
    ('negation_flip', 'Export links expire after 7 days.', None, None, ['Export links do not expire after 7 days.']),
    ('negation_flip', 'Sale items cannot be returned.', None, None, ['Sale items can be returned.']),
    ('negation_flip', 'Express delivery is available only in mainland Europe.', None, None, ['Express delivery is not available in mainland Europe.']),
    ('negation_flip', 'Gift cards never expire.', None, None, ['Gift cards expire.']),
    ('negation_flip', "The warranty doesn't cover accidental damage.", None, None, ['The warranty covers accidental damage.']),
    ('negation_flip', 'Checked bags over 23 kg incur a fee of €60.', None, None, ['Checked bags over 23 kg do not incur a fee of €60.']),
    ('negation_flip', 'No refunds are issued for digital downloads.', None, None, ['Refunds are issued for digital downloads.']),
    ('negation_flip', 'Premium members also get free returns.', None, None, ['Premium members do not get free returns.']),
    ('negation_flip', 'Customers who cancel within 14 days receive a full refund.', None, None, ['Customers who cancel within 14 days do not receive a full refund.']),
    ('negation_flip', 'There is no fee for the first replacement card.', None, None, []),  # 'a'/'no' cannot be told apart for mass nouns
    ('negation_flip', 'There are no refunds for sale items.', None, None, ['There are refunds for sale items.']),
    ('negation_flip', 'Yes, the hotel does not offer parking.', None, None, ['No, the hotel offers parking.']),
    ('negation_flip', 'No, smoking is not allowed.', None, None, ['Yes, smoking is allowed.']),
    ('negation_flip', 'Sorry, it offers breakfast.', None, None, []),
    ('negation_flip', 'Prices rose sharply in May, the bank has said.', None, None, ['Prices did not rise sharply in May, the bank has said.']),  # the report, never the reporter
    ('negation_flip', 'The suspect has been arrested, his lawyers say.', None, None, ['The suspect has not been arrested, his lawyers say.']),
    ('negation_flip', 'Apocalypse Now follows a river voyage.', None, None, []),  # "Now" belongs to the title
    ('negation_flip', 'It is a novel that does not have to be read.', None, None, []),  # a second negation garbles
    ('negation_flip', 'The bomber was Turkish-born, officials say, not from Syria.', None, None, []),
    ('negation_flip', 'Mary Shelley wrote Frankenstein.', None, None, ['Mary Shelley did not write Frankenstein.']),
    ('negation_flip', 'The hotel does not have a pool.', None, None, ['The hotel has a pool.']),
    ('negation_flip', 'Interest is no longer paid on balances under $100.', None, None, ['Interest is paid on balances under $100.']),
    ('negation_flip', "If your parcel is lost, we'll send a replacement.", None, None, ["If your parcel is lost, we won't send a replacement."]),
    ('negation_flip', 'The app has offline mode.', None, None, ['The app does not have offline mode.']),
    ('negation_flip', 'Deleting a card does not refund its annual fee.', None, None, ['Deleting a card refunds its annual fee.']),
    ('negation_flip', 'Only the account holder can close the account.', None, None, ['The account holder cannot close the account.']),
    ('negation_flip', 'Your order usually ships within 2 days.', None, None, []),  # the parser reads 'ships' as a noun
    ('negation_flip', 'Some banks charge a fee for incoming transfers.', None, None, []),
    ('negation_flip', 'You may be asked for ID at pickup.', None, None, []),
    ('negation_flip', 'Click Save to apply changes.', None, None, []),
    ('negation_flip', 'Do refunds include shipping costs?', None, None, []),
    # --- entity_swap
    # places whose names share a word may hold one another ("Latin America" / "South America")
    ('entity_swap', 'The war is the deadliest in Latin America.', {'p': 'The war is the deadliest in Latin America. It was fought in South America. Europe saw none.'}, None, []),
    ('entity_swap', 'Express shipping is available in Canada.', {'p': 'We ship to the US, Canada and Mexico. Express shipping is available in Canada.'}, None, ['Express shipping is available in Mexico.']),  # Mexico is listed for shipping, not for express
    ('entity_swap', 'Passengers in Economy class may check one bag.', {'p': 'Passengers in Economy class may check one bag. Passengers in Business class may check two bags.'}, None, ['Passengers in Business class may check one bag.']),
    ('entity_swap', 'The Gold card has no foreign transaction fee.', {'p': 'The Gold card has no foreign transaction fee. The Silver card charges 3% on foreign transactions.'}, None, ['The Silver card has no foreign transaction fee.']),
    ('entity_swap', 'A Standard order ships in 5 days.', {'p': 'A Standard order ships in 5 days. An Express order ships in 1 day.'}, None, ['An Express order ships in 5 days.']),  # the article follows the new name
    ('entity_swap', 'GitHub Pro includes 1 GB of storage.', {'p': 'GitHub Free: 500 MB of storage. GitHub Pro: 1 GB of storage.'}, None, ['GitHub Free includes 1 GB of storage.']),
    ('entity_swap', 'Admins can delete projects.', {'p': 'Admins can delete projects. Members can create projects.'}, None, ['Members can delete projects.']),  # members may create, not delete
    ('entity_swap', 'Exports are available as a CSV file.', {'p': 'Exports are available as a CSV file or a PDF file.'}, None, []),
    ('entity_swap', 'Exports are available as a ZIP file.', {'p': 'Workspace owners can export all data as a ZIP file from Settings.'}, None, []),
    ('entity_swap', 'The Basic plan includes email support.', {'p': 'The Basic plan and the Pro plan include email support. The Pro plan adds phone support.'}, None, ['The Basic plan includes phone support.']),
    ('entity_swap', 'GitHub blocks files larger than 100 MB.', {'p': 'GitHub blocks files larger than 100 MB. GitHub Pages sites may be no larger than 1 GB.'}, None, []),
    ('entity_swap', 'You can pay with PayPal.', {'p': 'We accept cards, PayPal and Apple Pay.'}, None, []),
    ('entity_swap', 'An American fell from a Sydney clifftop.', {'p': 'An American fell from a Sydney cliff top. His Boston-based brother spoke to reporters.'}, None, ['An American fell from a Boston clifftop.']),
    ('entity_swap', 'Breakfast at the Hotel Rivera is included.', {'p': 'Breakfast at the Hotel Rivera is included. The Hotel Sol charges for breakfast.'}, None, ['Breakfast at the Hotel Sol is included.']),
    ('entity_swap', 'Basildon is a place.', {'p': 'Basildon is a town in Essex, England. Chelmsford is the county town.'}, None, []),
    ('entity_swap', 'Chris Kyle died in 2013.', {'p': 'Christopher Scott Kyle was a United States Navy SEAL. Chris Kyle died in 2013.'}, None, []),
    ('entity_swap', 'Police in Brazil caught the gunman.', {'p': 'Police in Brazil caught the gunman in Sinop, Mato Grosso.'}, None, []),
    ('entity_swap', 'The restaurant does not offer bicycle parking.', {'p': 'Q: Is there bike parking? A: The restaurant does not offer bike parking.'}, None, []),
    # entity_swap: same kind read off the parse, not the recogniser's label alone (held-out review)
    ('entity_swap', 'Cadet Kelly was released in 2002.', {'evidence': 'Cadet Kelly is a 2002 American comedy film starring Hilary Duff and Christy Carlson Romano.'}, None, []),  # a film and its star play different parts
    ('entity_swap', 'Yes, Master card is accepted at University Arms Hotel.', {'p': 'UNIVERSITY ARMS HOTEL\nQ: What kind of credit cards do you accept?\nA: University Arms Hotel accepts American Express, Visa, and MasterCard.'}, None, []),  # never 'accepted at American Express'
    ('entity_swap', 'The Biden administration will spur the semiconductor sector in the U.S. in the years ahead.', {'p': 'The Biden administration unveiled plans for chip factories in the U.S. on Thursday. China has invested heavily in its own chip industry. China leads in some chips.'}, None, []),  # never 'in the China'
    ('entity_swap', 'It is looking forward to filing for approval of its RSV vaccine.', {'p': 'The company expects to file its RSV vaccine with the US Food and Drug Administration. The US Food and Drug Administration will review it.'}, None, []),  # a modifier swaps only with a modifier
    ('entity_swap', 'Gauthe was later jailed for violating the Texas sex offender registration law and released in April 2010.', {'p': 'Gilbert Gauthe in a 2010 mugshot. (Photo: Galveston County Jail) Gauthe lives in Texas.'}, None, []),  # page furniture is no place
    ('entity_swap', 'A report by Forbes found that Binance transferred $1.8 billion to several hedge funds.', {'p': 'Binance transferred $1.8 billion to hedge funds, Forbes reported. FTX collapsed in November, and FTX had been a rival of Binance.'}, None, []),  # ORG covers a magazine and an exchange alike: no shared kind, no swap (held-out 2)
    # entity_swap v4: the second held-out round's reviewer notes
    ('entity_swap', 'There is a capital called Mogadishu.', {'evidence': 'Mogadishu ([ˌmɔːɡəˈdiːʃuː] Muqdisho [mʉqdɪʃɔ]; مقديشو [maqadiːʃuː]), known locally as Hamar, is the capital and most populous city of Somalia.'}, None, []),  # an alias given past a bracketed gloss
    ('entity_swap', 'The email introduces storage solutions designed to maximize office space.', {'p': 'Our storage solutions maximize office space. Our file units maximize floor space too.'}, None, []),  # both fill one slot of one verb: no fault
    ('entity_swap', 'It gives access to an analytics dashboard, social media management, CRM software, and marketing automation.', {'p': 'You get media management for posts. You get contact management, deal tracking and reports.'}, None, []),  # never "social contact management"
    ('entity_swap', 'Cleveland EMS provides ambulance transport within the city of Cleveland.', {'p': 'As pre-hospital care was introduced in America, a grant enabled the City of Cleveland to act. Cleveland EMS serves Cleveland.'}, None, []),  # a city never becomes a country
    ('entity_swap', 'The firm has acquired dozens of urgent care centers.', {'p': 'The firm runs urgent care centers. It bought healthcare centers in Ohio.'}, None, []),  # care / healthcare: one word holds the other
    ('entity_swap', 'The four products are ProcessAutomation and CloudSmart.', {'p': 'My name is Grace, and I am an Account Executive at HyperEfficient Solutions. Try ProcessAutomation and CloudSmart today.'}, None, []),  # "an Account Executive": a role, not a product
    ('entity_swap', 'Giantsopoulos returned to Canada and signed with Cavalry FC.', {'p': 'Giantsopoulos played in Australia before he returned to Canada. He signed with Cavalry FC in Canada.'}, None, ['Giantsopoulos returned to Australia and signed with Cavalry FC.']),
    # --- dropped_condition
    ('dropped_condition', 'Items can be returned for a full refund within 30 days of delivery.', None, None, []),  # a mere grant: "can be returned" (at some time) is implied (v12)
    ('dropped_condition', 'Items cannot be returned for a full refund after 30 days.', None, None, ['Items cannot be returned for a full refund.']),
    ('dropped_condition', 'Shipping is free on orders over $50.', None, None, ['Shipping is free.']),
    ('dropped_condition', 'Refunds are not issued unless the item arrives damaged.', None, None, ['Refunds are not issued.']),
    ('dropped_condition', 'The introductory price is $5 per month for the first year.', None, None, []),  # the offer's duration: a held-out reviewer found the shorter claim still supported
    ('dropped_condition', 'By signing up within the next 10 days, businesses can get a 20% discount.', None, None, []),  # the means of taking up an offer, not a condition of it
    ('dropped_condition', 'Clinics get a 10% discount if they sign up within the next week.', None, None, []),  # a sign-up with its deadline
    ('dropped_condition', 'In 1943, Sir John gave the house to the National Trust, on condition that he could keep living there.', None, None, []),  # a past event happened anyway
    ('dropped_condition', 'The museum is open from 10am to 6pm every day except for Tuesdays when it is closed.', None, None, ['The museum is open from 10am to 6pm every day.']),
    ('dropped_condition', 'The museum is open from 10am to 6pm except for Tuesdays when it is closed.', None, None, []),  # no "every day": the hours hold on the days it opens
    ('dropped_condition', 'Yes, you can bring your wheelchair as long as it is lighter than 300 kg.', {'p': 'Q: Can I bring a wheelchair onto the train?\nA: Yes, as long as it is lighter than 300 kilograms.'}, None, ['Yes, you can bring your wheelchair.']),  # a question in the passage states nothing
    ('dropped_condition', 'The system can help reduce energy costs by up to 30% and comes with a 30-day trial.', None, None, []),  # a possibility: cutting 30% stays possible when the most is 30%
    ('dropped_condition', 'The system reduces energy costs by up to 30% and comes with a 30-day trial.', None, None, ['The system reduces energy costs by 30% and comes with a 30-day trial.']),
    ('dropped_condition', 'Premium support is available only on the Enterprise plan.', None, None, []),  # "is available" says only that some have it: implied (round 14, v12)
    ('dropped_condition', 'Sale items cannot be exchanged after 7 days.', None, None, ['Sale items cannot be exchanged.']),  # never, not only after 7 days
    ('dropped_condition', 'Customers who upgrade before March receive a discount.', None, None, ['Customers receive a discount.']),
    ('dropped_condition', 'Save up to 40% on annual plans.', None, None, ['Save 40% on annual plans.', 'Save up to 40%.']),
    ('dropped_condition', 'Bags weighing more than 23 kg cost €60 extra.', None, None, ['Bags cost €60 extra.']),
    ('dropped_condition', 'The storage costs $2 per user per month.', None, None, []),
    ('dropped_condition', 'Cash withdrawals abroad are free of charge as long as you use a partner ATM.', None, None, ['Cash withdrawals abroad are free of charge.']),
    ('dropped_condition', 'If you cancel your plan, your account moves to the Free plan.', None, None, ['Your account moves to the Free plan.']),
    ('dropped_condition', 'Audit logs are kept for one year on the Enterprise plan.', None, None, ['Audit logs are kept for one year.']),
    # dropped_condition: only drops that make the claim say more (held-out review)
    ('dropped_condition', 'A sales agent from BestInsuranceXYZ calls a potential client who is currently not insured with them and offers a range of insurance products including health, life, home, and auto insurance, providing a free consultation to tailor plans that cater to different needs and budgets with several discounts available.', None, None, []),  # 'providing' with an object is no 'provided that'
    ('dropped_condition', 'You may cancel for free if delayed or cancelled, otherwise it is 12 GBP.', None, None, []),  # 'otherwise' points back at the condition
    ('dropped_condition', 'The shared kitchen is available for guests here.', None, None, []),  # every user is a guest
    ('dropped_condition', 'The sales agent provides information on different home insurance plans and pricing, as well as available discounts for clients with good credit scores and other factors.', None, None, []),  # a topic, not a scope
    ('dropped_condition', 'Yes, children under 5 are free and children 5 to 16 are 50% off.', None, None, ['Yes, children are free and children 5 to 16 are 50% off.']),
    ('dropped_condition', 'We refund orders over $50 in full.', None, None, ['We refund orders in full.']),
    ('dropped_condition', 'The bank offers 0.5% cashback to verified students.', None, None, []),
    ('dropped_condition', 'Each file must be smaller than 2 GB.', None, None, []),
    ('dropped_condition', 'The plan includes up to 10 users.', None, None, []),
    ('dropped_condition', 'Export links expire after 7 days.', None, None, []),
    ('dropped_condition', 'Orders usually ship within 2 business days.', None, None, []),
    ('dropped_condition', 'You will be notified by email when your parcel ships.', None, None, []),
    ('dropped_condition', 'You can only hold 3 active reservations.', None, None, []),
    ('dropped_condition', 'User-scoped budgets are currently only supported for Copilot AI credits.', None, None, []),  # a mere grant, implied without "only for" (v12)
    ('dropped_condition', 'The budget applies only to metered usage from the date of its creation onwards.', None, None, []),
    ('dropped_condition', 'You can enable alerts to receive emails when usage reaches 75% of the budget.', None, None, []),
    ('dropped_condition', 'Any use made before you created the budget is not included in the calculations.', None, None, ['Any use is not included in the calculations.']),
    ('dropped_condition', 'New customers are eligible for a free 30-day trial of the Basic plan.', None, None, []),
    ('dropped_condition', "Customers who don't cancel are charged after 30 days.", None, None, ['Customers are charged after 30 days.']),
    ('dropped_condition', 'Members who do not need support can use the app for free with no limits.', None, None, ['Members can use the app for free with no limits.']),
    ('dropped_condition', 'The current month is not refunded when a plan is cancelled.', {'p': 'Plans can be cancelled at any time, but the current month is not refunded.'}, None, []),
    ('dropped_condition', 'As long as it is under 20 kg and fits the rack, you can bring it.', None, None, []),  # "You can bring it.": a bare permission says nearly nothing
    ('dropped_condition', 'As long as it is under 20 kg and fits the rack, you can bring the bike.', None, None, ['You can bring the bike.']),
    ('dropped_condition', 'Refunds are possible only if the item is damaged.', None, None, ['Refunds are possible.']),
    # the passages do not give the condition as a limit of the fact: the shorter claim is weaker, not false
    ('dropped_condition', 'Refunds are possible only if the item is damaged.', {'p': 'Refunds are possible for unused items within 30 days.'}, None, []),
    ('dropped_condition', 'Police investigating the death of a man want to speak to two witnesses.', {'p': 'Two people saw the man before he was found dead, police said. Police would like to hear from two people who saw him.'}, None, []),
    ('dropped_condition', 'Yes, if you book early, parking is free.', None, None, ['Yes, parking is free.']),
    ('dropped_condition', 'Parking is free. You can bring a bike as long as it is folded.', None, None, ['Parking is free. You can bring a bike.']),
    ('dropped_condition', 'The cancellation fee is waived up to 24 hours in advance.', None, None, ['The cancellation fee is waived.']),
    ('dropped_condition', 'The app has more than 300 million downloads.', None, None, []),
    ('dropped_condition', 'We can store your luggage if you need it.', None, None, []),
    ('dropped_condition', 'He died when he was 40.', None, None, []),
    ('dropped_condition', 'There was a mention of voice recognition being hard to learn, but not for elderly users.', None, None, []),
    ('dropped_condition', 'The motel has facilities for disabled guests.', None, None, []),
    ('dropped_condition', 'Each job can run for up to 6 hours of execution time.', None, None, []),
    ('dropped_condition', 'A job can wait in the queue for 24 hours before it is cancelled.', None, None, []),
    ('dropped_condition', 'Shipping is free on orders over $50.', {'p': 'Shipping is free. We ship worldwide.'}, None, []),
    # the passage's own statement of the fact carries the limit, in other words (v6)
    ('dropped_condition', 'The museum is open from 10am to 6pm every day except for Tuesdays.', {'p': 'Q: What are the opening hours?\nA: Opening hours are 10am to 6pm every day, except tuesday.'}, None, ['The museum is open from 10am to 6pm every day.']),
    ('dropped_condition', 'Premium support is available only on the Enterprise plan.', {'p': 'Premium support is available to Enterprise plan customers only.'}, None, []),  # a mere grant (v12)
    ('dropped_condition', 'Refunds are possible only if the item is damaged.', {'p': 'A refund is only possible for damaged items.'}, None, ['Refunds are possible.']),
    ('dropped_condition', 'Premium support is available only on the Enterprise plan.', {'p': 'Premium support is available on every plan. The Enterprise plan adds SSO.'}, None, []),  # stated without the limit
    ('dropped_condition', 'Refunds are possible only if the item is damaged.', {'p': 'Refunds are possible by email. An item that is damaged is replaced.'}, None, []),  # the condition is not in the fact's sentence
    ('dropped_condition', 'Bike parking costs 5 GBP per night on weekdays and 10 GBP/day on weekends.', None, None, ['Bike parking costs 5 GBP per night on weekdays and 10 GBP/day.']),  # only the last parallel scope
    # --- derived_number
    ('derived_number', 'Two checked bags cost €70.', {'p': 'Each checked bag costs €35.'}, '2 * 35', ['Two checked bags cost €35.', 'Two checked bags cost €37.']),
    ('derived_number', 'A family of four pays $180 for the tour.', {'p': 'Tickets cost $45 per person.'}, 'derived', ['A family of four pays $135 for the tour.', 'A family of four pays $49 for the tour.']),
    ('derived_number', 'Over a year, the plan costs $239.88.', {'p': 'The plan costs $19.99 per month.'}, '12 * 19.99', ['Over a year, the plan costs $219.89.']),
    ('derived_number', 'After the $15 fee, you receive $85.', {'p': 'Transfers of $100 carry a $15 fee.'}, '100 - 15', ['After the $15 fee, you receive $84.', 'After the $15 fee, you receive $115.']),
    ('derived_number', 'The Team plan costs €12 per user.', {'p': 'The Team plan costs €12 per user.'}, None, []),
    ('derived_number', 'Ten users pay a lot.', {'p': 'Each user pays €12.'}, 'derived', []),
    ('derived_number', 'The balance is 0 after the refund.', {'p': 'x'}, '12 - 12', []),
    # --- number_in_words
    ('number_in_words', 'Orders ship within 2 business days and cost $5.', None, None, ['Orders ship within two business days and cost $5.']),
    ('number_in_words', 'You can return up to 10 items each month.', None, None, ['You can return up to ten items each month.']),
    ('number_in_words', '8 users share 50 GB.', None, None, ['Eight users share 50 GB.', '8 users share fifty GB.']),
    ('number_in_words', 'Refunds take 3-5 days.', None, None, []),
    ('number_in_words', 'The annual fee is 1.5% of the balance.', None, None, []),
    ('number_in_words', 'Upgrade to Windows 11 for free.', None, None, []),
    ('number_in_words', 'Each account includes 2GB and 3,000 minutes.', None, None, []),
    ('number_in_words', 'A window of 6 to 12 hours applies.', None, None, []),
    ('number_in_words', 'He died in his 30\'s, in the 80’s.', None, None, []),  # decades and age bands: "thirty's" is no word
    ('number_in_words', "It was big in the '60s and sold 9 copies.", None, None, ["It was big in the '60s and sold nine copies."]),
    # a list marker and a time's hour, however spaced, stay digits
    ('number_in_words', '9) The report covers 4 topics.', None, None, ['9) The report covers four topics.']),
    ('number_in_words', 'It opens from 9:00 am to 3: 30 pm.', None, None, []),
    # --- synonym
    ('synonym', 'The Team plan costs €12 and includes 50 GB.', None, None, ['The Team plan is priced at €12 and includes 50 GB.', 'The Team plan costs €12 and comes with 50 GB.']),
    ('synonym', 'You can return up to 10 items each month.', None, None, ['You can return up to 10 items every month.']),
    ('synonym', 'Refunds are issued immediately to the card used for the purchase.', None, None, ['Refunds are issued right away to the card used for the purchase.']),
    ('synonym', 'Plans are billed monthly and can be cancelled at any time.', None, None, ['Plans are billed every month and can be cancelled at any time.', 'Plans are billed monthly and can be cancelled at any point.']),
    ('synonym', 'Using the lounge costs $30 per visit.', None, None, []),
    ('synonym', 'Refunds take a while.', None, None, []),
    # "each" only as a noun's one determiner; "requires" → "needs" only for one in need
    ('synonym', 'Rooms at each the Cambridge Belfry are loud.', None, None, []),
    ('synonym', 'They each failed, and for each there is a rule.', None, None, []),
    ('synonym', 'The state law requires a license for the transport of firearms.', None, None, []),
    ('synonym', 'The hotel requires guests to pay a deposit.', None, None, []),
    ('synonym', 'The recipe requires two eggs.', None, None, ['The recipe needs two eggs.']),
    ('synonym', 'Each user receives a badge.', None, None, ['Every user receives a badge.', 'Each user gets a badge.']),
    # --- contraction
    ('contraction', 'Refunds are not available for sale items.', None, None, ["Refunds aren't available for sale items."]),
    ('contraction', "We cannot ship to P.O. boxes, and you'll be notified by email.", None, None, ["We can't ship to P.O. boxes, and you'll be notified by email.", 'We cannot ship to P.O. boxes, and you will be notified by email.']),
    ('contraction', 'You will not be charged twice.', None, None, ["You won't be charged twice."]),
    ('contraction', 'Returns don’t need a receipt.', None, None, ['Returns do not need a receipt.']),
    ('contraction', 'Orders ship within 2 days.', None, None, []),
    # a title or a quotation is quoted as written
    ('contraction', 'The song "Don\'t Come Around Here" is not new.', None, None, ['The song "Don\'t Come Around Here" isn\'t new.']),
    ('contraction', "The song Don't Come Around Here is old.", None, None, []),
    # --- the newer fault types and controls (more rows in test_new_mutators.py)
    ('added_fact', 'The hotel offers parking.', None, None,
     ['The hotel offers free parking.', 'The family-run hotel offers parking.']),
    ('added_fact', 'GitHub blocks files larger than 100 MB.', None, None, []),
    ('antonym_swap', 'Sales rose in the second quarter.', None, None, ['Sales fell in the second quarter.']),
    ('antonym_swap', 'Refunds are not available.', None, None, []),
    ('circumstance_swap', 'Team plans are billed monthly.', None, None, ['Team plans are billed yearly.']),
    ('circumstance_swap', 'The festival takes place in July 2020.', None, None, []),
    ('paraphrase', 'Team plans can be cancelled at any time.', None, None, ['You can cancel Team plans at any time.']),
    ('paraphrase', 'Annual contracts can be refunded in full.', None, None, []),
    ('partial_support', 'The Team plan costs €12 per user per month.', None, None, []),
    ('cross_passage', 'The Team plan costs €12 per user per month.', None, None, []),
]


def _run(name: str, text: str, passages: dict[str, str] | None, derivation: str | None) -> list[str]:
    func = load_mutators()[name].func
    if derivation == "derived":
        return mutate(func, text, passages=passages, derived=True)
    return mutate(func, text, passages=passages, derivation=derivation)


@pytest.mark.parametrize(("name", "text", "passages", "derivation", "expected"), CASES,
                         ids=[f"{c[0]}:{c[1][:40]}" for c in CASES])
def test_claim_in_mutants_out(name, text, passages, derivation, expected):
    assert _run(name, text, passages, derivation) == expected


def _builtin() -> list[str]:
    return sorted(n for n, s in load_mutators().items() if s.func.__module__.startswith("mutators."))


def test_every_mutator_has_a_table():
    assert {c[0] for c in CASES} == set(_builtin()) == set(FAULTS + CONTROLS)
    for name in _builtin():
        rows = [c for c in CASES if c[0] == name]
        assert name in NEEDS_SIBLINGS or any(c[4] for c in rows), f"{name}: no row where it fires"
        assert any(not c[4] for c in rows), f"{name}: no row where it must yield nothing"


@pytest.mark.parametrize("name", sorted(load_mutators()))
def test_registered_mutator_is_described_and_its_example_runs(name):
    spec = load_mutators()[name]
    assert spec.description and not spec.description.startswith(" ")
    assert spec.kind in ("fault", "control")
    own_column = name == "cross_passage"  # its false alarms get their own report column
    assert spec.fault_type == (name if spec.kind == "fault" or own_column else "control")
    tests = doctest.DocTestFinder().find(spec.func, name, globs=dict(spec.func.__globals__))
    examples = sum(len(t.examples) for t in tests)
    assert examples >= 2, f"{name}: the docstring needs an example that runs the mutator"
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in tests:
        runner.run(test)
    assert runner.summarize(verbose=False).failed == 0


def test_builtin_names_and_kinds():
    kinds = {name: spec.kind for name, spec in load_mutators().items()}
    assert {n for n in FAULTS} <= set(kinds) and {n for n in CONTROLS} <= set(kinds)
    assert all(kinds[n] == "fault" for n in FAULTS)
    assert all(kinds[n] == "control" for n in CONTROLS)


def test_spans_are_in_original_coordinates_and_notes_say_what_changed():
    claim = Claim(id="c", text="The Team plan costs €12 per user.",
                  passages={"p": "The Team plan costs €12. SSO needs the Enterprise plan."})
    suite = Suite(name="s", claims=(claim,))
    [mutant] = mutate_claim(claim, suite, load_mutators()["entity_swap"], seed=0)
    assert mutant.text == "The Enterprise plan costs €12 per user."
    assert [(s.start, s.end, s.replacement) for s in mutant.spans] == [(4, 8, "Enterprise")]
    assert mutant.note == "Team → Enterprise"
    assert mutant.extra["provenance"]["nlp_pipeline"].startswith("en_core_web_sm")
    assert mutant.marked_original() == "The [[Team]] plan costs €12 per user."


def test_number_swap_note_keeps_the_currency():
    claim = Claim(id="c", text="The Team plan costs €12 per user.", passages={"p": "x"})
    [mutant] = mutate_claim(claim, Suite(name="s", claims=(claim,)),
                            load_mutators()["number_swap"], seed=0)
    assert mutant.note == "€12 → €10" and mutant.text == "The Team plan costs €10 per user."


def test_number_swap_caps_mutants_per_claim():
    text = "Plans cost $10, $20, $30, $40 or $50."
    assert len(_run("number_swap", text, None, None)) == 3


def test_seed_changes_choices_but_not_validity():
    text = "Returns are accepted within 30 days of delivery."
    outputs = {tuple(mutate(load_mutators()["number_swap"].func, text, seed=s)) for s in range(6)}
    assert len(outputs) > 1
    assert all(o and "30 days" not in o[0] for o in outputs)


def test_larkspur_has_every_fault_type_and_the_controls():
    mutants = generate_mutants(load_suite("larkspur"), seed=0)
    types = Counter(m.fault_type for m in mutants if m.kind == "fault")
    assert set(types) == set(FAULTS)
    assert {m.mutator for m in mutants if m.kind == "control"} == set(CONTROLS)
    swaps = {m.text for m in mutants if m.mutator == "entity_swap"}
    assert "The Enterprise plan costs €12 per user per month." in swaps
    derived = {m.text for m in mutants if m.mutator == "derived_number"}
    assert "8 Team users pay €20 a month." in derived
