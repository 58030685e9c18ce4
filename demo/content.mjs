// The words of the fictional school. make-fixtures.mjs shapes them into the back-end's answers.
// Everything here is invented; names, phone numbers and e-mail addresses belong to nobody.

export const school = {
  name: 'Himalaya Vidya Mandir',
  address: 'Sanepa-2, Lalitpur, Nepal',
  phone: '01-5543210',
  fax: '01-5543211',
  email: 'info@himalayavidyamandir.edu.np',
  website: 'https://www.himalayavidyamandir.edu.np',
  affiliated: 'National Examinations Board (NEB), Nepal',
  slogan: 'Learning with roots, growing with wings',
  established: '2052 B.S.',
  theme: { PrimaryColor: '#1F4E79', SecondaryColor: '#E8A33D', ThirdColor: '#2E7D5B', FourthColor: '#7B2D26', FifthColor: '' },
  contact: {
    address: 'Sanepa-2, Lalitpur 44600, Bagmati Province, Nepal',
    contactNo: '01-5543210, 9841234567',
    email: 'info@himalayavidyamandir.edu.np',
    openingHours: '9-4',
    mapUrl:
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3533.4!2d85.3061!3d27.6851!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x39eb19b8f0a1c1d3%3A0x6a1d2c3b4e5f6a7b!2sSanepa%2C%20Lalitpur!5e0!3m2!1sen!2snp!4v1763800000000!5m2!1sen!2snp" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>',
  },
};

const gdocs = (id, paragraphs) =>
  `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-${id}">` +
  paragraphs
    .map(
      (p) =>
        `<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:8pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre-wrap;">${p}</span></p>`,
    )
    .join('') +
  '</b><br>';

const aboutContent =
  gdocs('7f3c2a10-7fff-4c1e-9b2d-1a2b3c4d5e6f', [
    'Himalaya Vidya Mandir was founded in 2052 B.S. by a small group of teachers and parents in Sanepa who believed that a child from Lalitpur deserved an education as rooted in Nepali culture as it was open to the world. What began in a rented house with forty-two pupils and six teachers is today a co-educational school of more than nine hundred students from Nursery to Grade 10.',
    'Our classrooms are bright, our class sizes are small (never more than thirty-two pupils), and our teachers know every child by name. We follow the national curriculum of the Curriculum Development Centre, enriched with project work, reading programmes in Nepali and English, and weekly clubs for science, art, music, debate and community service.',
  ]) +
  '<h3>Why families choose us</h3><ul>' +
  '<li><strong>Strong foundations:</strong> phonics, numeracy and reading habits from the early years.</li>' +
  '<li><strong>Hands-on learning:</strong> science, computer and robotics labs used every week, not only before exams.</li>' +
  '<li><strong>Care for the whole child:</strong> a school counsellor, a nurse on campus and a buddy system for new pupils.</li>' +
  '<li><strong>Results that speak:</strong> every SEE batch since 2070 B.S. has passed, with more than a third earning A or A+.</li>' +
  '</ul><p>We are affiliated with the National Examinations Board and registered with Lalitpur Metropolitan City. ' +
  'Visitors are always welcome; please call the front office to arrange a tour of the campus.</p>' +
  '<p style="text-align:center;"><em>&ldquo;Learning with roots, growing with wings.&rdquo;</em></p>';

const whoWeAreContent =
  '<p>Himalaya Vidya Mandir is a community-minded school in Sanepa, Lalitpur, serving children from Nursery to Grade 10 since 2052 B.S. ' +
  'We combine the discipline and values of a Nepali education with modern, activity-based teaching.</p>' +
  '<p>Our campus has twenty-eight classrooms, science and computer laboratories, a library of more than eight thousand books, ' +
  'a playground with a futsal court, and a garden tended by the eco club.</p>';

const p = (...xs) => xs.map((x) => `<p>${x}</p>`).join('');

export const content = {
  aboutContent,
  whoWeAreContent,

  sliders: [
    { id: 2, order: 2, title: 'Admissions open for 2084', description: 'Nursery to Grade 9. Visit the front office or apply online.', motif: 'campus', hue: 28 },
    { id: 1, order: 1, title: 'Welcome to Himalaya Vidya Mandir', description: 'Learning with roots, growing with wings.', motif: 'mountains', hue: 205 },
    { id: 3, order: 3, title: 'Learning beyond the classroom', description: 'Clubs, tours, sports and science fairs every term.', motif: 'sports', hue: 140 },
  ],

  banners: [
    { id: 1, order: 1, title: 'Admission Open 2084', description: '<p>Forms available from <strong>Chaitra 15</strong>. Entrance test for Grade 1–9 on Baishakh 2.</p>', weblink: '/requests-inquiries/admission-inquiry', displayEachTime: true, motif: 'celebration', hue: 28 },
    { id: 2, order: 2, title: 'Science Exhibition 2083', description: 'Sixty projects by our young scientists. Parents welcome, 10 AM – 3 PM.', weblink: '', displayEachTime: false, motif: 'science', hue: 190 },
  ],

  newsCategories: [
    { id: 1, name: 'Events', description: 'Celebrations and school programmes', order: 1 },
    { id: 2, name: 'Academics', description: 'Results, labs and learning', order: 2 },
    { id: 3, name: 'Sports', description: 'Matches, tournaments and fitness', order: 3 },
    { id: 4, name: 'Alumni', description: '', order: null },
  ],

  news: [
    { id: 108, category: 'Events', date: '2026-11-21T15:12:40.337', headline: 'Science Exhibition showcases 60 student projects', tags: 'science,exhibition,STEM', motif: 'science', hue: 190,
      description: p('From a solar-powered water pump to a Nepali-language chatbot, sixty projects filled the school hall on Mangsir 5 as pupils from Grade 4 to Grade 10 presented their work to parents and judges.', 'The exhibition continues until Mangsir 7. Entry is free; visitors are asked to sign in at the front gate.') },
    { id: 107, category: 'Sports', date: '2026-11-19T10:05:00', headline: 'Annual Sports Week schedule announced', tags: 'sports week,athletics', motif: 'sports', hue: 140,
      description: p('Sports Week runs from Mangsir 25 to 28 with athletics, futsal, basketball, table tennis and the much-loved parents\u2019 relay.', 'House captains will share team lists by Mangsir 20.') },
    { id: 106, category: 'Events', date: '2026-11-10T09:30:00', headline: 'Deusi-Bhailo programme raises Rs. 86,500 for the library', tags: 'tihar,library,community', motif: 'celebration', hue: 320,
      description: p('Pupils and teachers sang Deusi and Bhailo in the neighbourhood on the evenings of Tihar. Every rupee raised will buy Nepali and English story books for the junior library.') },
    { id: 105, category: 'Sports', date: '2026-09-25T16:45:20.61', headline: 'U-14 football team wins Lalitpur inter-school cup', tags: 'football,U-14,trophy', motif: 'sports', hue: 100,
      description: p('Our under-14 team beat three-time champions 2–1 in a tense final at the Satdobato ground. Captain Aayush Maharjan scored the winning goal in the 78th minute.') },
    { id: 104, category: 'Academics', date: '2026-09-05T11:00:00', headline: 'New robotics lab opens for Grade 6 to 10', tags: 'robotics,lab,STEM', motif: 'computer', hue: 250,
      description: p('The new lab has twenty robotics kits, 3D printers and a workbench donated by the Alumni Association. Robotics is now a weekly club period for Grades 6 to 10.') },
    { id: 103, category: 'Academics', date: '2026-08-10T13:20:00', headline: 'Teachers complete training on inclusive classrooms', tags: 'training,teachers', motif: 'books', hue: 45, photo: '',
      description: p('Thirty-four teachers completed a five-day workshop on supporting pupils with different learning needs, led by specialists from Kathmandu University School of Education.') },
    { id: 102, category: 'Academics', date: '2026-06-30T08:00:00', headline: 'SEE 2082 results: every student passes, 18 score A+', tags: 'SEE,results', motif: 'trophy', hue: 50,
      description: p('All 74 students of the SEE 2082 batch have passed. Eighteen earned an A+ and twenty-nine an A. Congratulations to the students, their parents and our Grade 10 teachers!') },
    { id: 101, category: 'Sports', date: null, headline: 'Two table tennis players selected for the district team', tags: 'table tennis', motif: 'sports', hue: 0,
      description: '<p>Riya Shakya (Grade 8) and Prabin Thapa (Grade 9) will represent Lalitpur district at the provincial games.</p>' },
  ],

  downloads: [
    { id: 1, title: 'Admission Form 2084', ext: 'pdf' },
    { id: 2, title: 'Fee Structure 2083', ext: 'pdf' },
    { id: 3, title: 'Academic Calendar 2083 (poster)', ext: 'jpg' },
    { id: 4, title: 'Scholarship Application Form', ext: 'docx' },
    { id: 5, title: 'Second Terminal Examination Routine 2083', ext: 'pdf' },
  ],

  programs: [
    { id: 1, order: 1, name: 'Pre-Primary', description: p('Nursery, LKG and UKG (ages 3–5). A Montessori-inspired programme of play, stories, songs, early literacy and numeracy in Nepali and English.') },
    { id: 2, order: 2, name: 'Primary Level', description: p('Grades 1–5. Strong foundations in languages, mathematics, science and social studies, with weekly art, music, computer and physical education.') },
    { id: 4, order: null, name: 'Secondary Level (SEE)', description: p('Grades 9–10 preparing for the Secondary Education Examination, with optional Computer Science and Accountancy, and remedial classes before the board exam.') },
    { id: 3, order: 3, name: 'Lower Secondary Level', description: p('Grades 6–8. Subject teachers, laboratory work, project-based learning and clubs that let pupils discover their interests.') },
  ],

  syllabus: [
    { name: 'Pre-Primary Curriculum 2083', program: 'Pre-Primary', subjects: [
      ['English', ['Phonics and letter sounds', 'Rhymes and story time', 'Writing patterns']],
      ['Nepali', ['Barnamala', 'Simple words', 'Songs and poems']],
      ['Number Work', ['Counting 1–100', 'Shapes and colours', 'Before, after, between']],
    ] },
    { name: 'Primary Curriculum 2083', program: 'Primary Level', subjects: [
      ['English', ['Reading comprehension', 'Grammar: tenses', 'Creative writing']],
      ['Mathematics', ['Place value', 'Fractions', 'Measurement', 'Data handling']],
      ['Science and Technology', ['Living and non-living things', 'Our body', 'Simple machines']],
      [null, ['Library period', 'Story telling']],
    ] },
    { name: 'Lower Secondary Curriculum 2083', program: 'Lower Secondary Level', subjects: [
      ['Mathematics', ['Algebraic expressions', 'Linear equations', 'Geometry: triangles', 'Statistics']],
      ['Science', ['Force and motion', 'Cell structure', 'Acids, bases and salts']],
      ['Social Studies', ['Our constitution', 'Geography of Nepal', 'Civic sense']],
    ] },
    { name: 'SEE Preparation 2083', program: 'Secondary Level (SEE)', subjects: [
      ['Compulsory Mathematics', ['Sets', 'Compound interest', 'Mensuration', 'Trigonometry', 'Probability']],
      ['Science and Technology', ['Heredity', 'Electricity and magnetism', 'Chemical reactions', 'Universe']],
      ['Computer Science', ['Networking', 'QBASIC programming', 'Database with MS Access']],
      ['Accountancy', []],
    ] },
  ],

  disclosures: [
    { id: 1, title: 'School Information (Mandatory Disclosure)', description:
      '<h3>General information</h3><table border="1" cellpadding="6" style="border-collapse:collapse;width:100%"><tbody>' +
      '<tr><th style="text-align:left">Name of the school</th><td>Himalaya Vidya Mandir</td></tr>' +
      '<tr><th style="text-align:left">Registration</th><td>Lalitpur Metropolitan City, Education Section, Regd. No. 1187/052</td></tr>' +
      '<tr><th style="text-align:left">Levels</th><td>Nursery to Grade 10</td></tr>' +
      '<tr><th style="text-align:left">Number of students (2083)</th><td>912 (girls 447, boys 465)</td></tr>' +
      '<tr><th style="text-align:left">Teaching staff</th><td>48 (all with a teaching licence)</td></tr>' +
      '<tr><th style="text-align:left">Principal</th><td>Dr. Sunita Rajbhandari</td></tr>' +
      '</tbody></table><p>Audit report for 2082/83 is available at the front office on request.</p>' },
    { id: 2, title: 'Fees and Scholarships 2083', description:
      '<p>Monthly tuition ranges from <strong>Rs. 6,500</strong> (Nursery) to <strong>Rs. 9,800</strong> (Grade 10). ' +
      'There is no hidden charge; the full fee structure is posted on the notice board and in the Downloads section.</p>' +
      '<ul><li>10% of seats carry full scholarships as required by law.</li><li>Siblings receive a 15% discount.</li>' +
      '<li>Children of martyrs and pupils with disabilities study free of charge.</li></ul>' },
  ],

  achievements: [
    { id: 5, category: 'Academic', date: '2026-10-02T10:00:00', headline: 'Gold medal at the National Science Olympiad 2083', tags: 'olympiad,science', motif: 'trophy', hue: 50,
      description: p('Sneha Bajracharya (Grade 10) won gold in the junior category of the National Science Olympiad held in Kathmandu, the first gold for a Lalitpur school in five years.') },
    { id: 4, category: 'Sports', date: '2026-09-25T16:45:20.61', headline: 'Lalitpur Inter-School U-14 Football Champions', tags: 'football', motif: 'sports', hue: 100,
      description: p('Our U-14 footballers lifted the district cup after an unbeaten run of six matches.') },
    { id: 3, category: 'Arts', date: '2026-07-12T12:00:00', headline: 'First prize in the Bagmati Province Art Competition', tags: 'art,painting', motif: 'art', hue: 300,
      description: p('Grade 7 pupil Nima Sherpa\u2019s painting \u201cMorning over Godawari\u201d won first prize among 340 entries.') },
    { id: 2, category: 'Academic', date: '2026-06-30T08:00:00', headline: '100% results in SEE 2082 for the 12th year running', tags: 'SEE', motif: 'books', hue: 210,
      description: p('Eighteen A+ and twenty-nine A grades in the 2082 batch.') },
    { id: 1, category: 'Community', date: null, headline: 'Eco-club recognised as a Green School by the municipality', tags: 'environment,eco club', motif: 'tree', hue: 120,
      description: '<p>The eco-club composts all canteen waste and has planted 400 trees along the Bagmati corridor.</p>' },
  ],

  notices: [
    { id: 210, order: 1, date: '2026-11-21T14:30:00', validUpto: '2026-12-20T00:00:00', headline: 'Fee payment deadline for Poush',
      description: 'Please clear dues up to Poush by Mangsir 30.', image: null,
      content: '<p>Parents are requested to clear all dues up to Poush 2083 by <strong>Mangsir 30</strong>. Payments are accepted at the accounts office (10 AM – 3 PM) or through the school\u2019s bank account.</p>' },
    { id: 209, order: 2, date: '2026-11-20T09:30:00', validUpto: '2026-11-29T00:00:00', headline: 'Parent-Teacher Meeting on Mangsir 13',
      description: 'Class teachers will meet parents of all grades.', image: 'books', hue: 210,
      content: '<p>The parent-teacher meeting will be held on <strong>Mangsir 13, 2083</strong> from 11 AM to 2 PM. Report cards of the first term will be discussed.</p>' },
    { id: 208, order: 3, date: '2026-11-19T08:15:00', validUpto: '2026-12-01T00:00:00', headline: 'Educational tour for Grade 9: consent forms due',
      description: 'Three-day tour to Pokhara and Bandipur.', image: 'mountains', hue: 180,
      content: '<p>Consent forms and the tour fee of Rs. 7,500 must reach the class teacher by Mangsir 10.</p><ul><li>Departure: Poush 3, 6 AM</li><li>Return: Poush 5, evening</li></ul>' },
    { id: 207, order: 4, date: '2026-11-18T10:00:00', validUpto: '2026-12-08T00:00:00', headline: 'Second Terminal Examination routine 2083',
      description: 'Examinations run from Mangsir 15 to 22.', image: null, showInApp: false,
      content: '<p>The Second Terminal Examination for Grades 1–10 starts on <strong>Mangsir 15</strong>. The detailed routine can be downloaded from the Downloads page.</p><table border="1"><tr><th>Date</th><th>Subject</th></tr><tr><td>Mangsir 15</td><td>English</td></tr><tr><td>Mangsir 16</td><td>Nepali</td></tr><tr><td>Mangsir 17</td><td>Mathematics</td></tr></table>' },
    { id: 206, order: 0, date: '2026-11-15T00:00:00', validUpto: null, headline: 'Winter uniform from Mangsir 15',
      description: 'Blazers and woollen trousers are compulsory from Mangsir 15.', image: null,
      content: '<span id="docs-internal-guid-2b1e0c44-7fff-8a19-3d52-91c0d8e6a1f0"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial;color:#000000;">From Mangsir 15 all pupils must wear the winter uniform: navy blazer, grey woollen trousers or skirt with tights, and the school scarf.</span></p></span>' },
    { id: 205, order: 5, date: '2026-11-10T11:00:00', validUpto: '2026-11-25T00:00:00', headline: 'Science Exhibition 2083: visitors welcome',
      description: 'Mangsir 5 to 7 in the school hall.', image: 'science', hue: 190,
      content: '<p>The exhibition is open to parents and the public from 10 AM to 3 PM.</p>' },
    { id: 204, order: 6, date: '2026-11-12T13:45:00', publishOn: '2026-11-22T06:47:31.5623049+05:45', validUpto: null, headline: 'Library week: book donation drive',
      description: 'Donate a book, borrow a world.', image: null,
      content: '<p>Bring gently used story books in Nepali or English to the library during library week. Every donor gets a bookmark designed by our art club.</p>' },
    { id: 203, order: 7, date: '2026-11-01T09:00:00', validUpto: '2027-03-31T00:00:00', headline: 'Admission open for academic year 2084',
      description: 'Nursery to Grade 9; entrance test on Baishakh 2.', image: 'campus', hue: 28,
      content: '<p>Admission forms for the academic year 2084 are available at the front office and online. The entrance test for Grades 1–9 will be held on Baishakh 2, 2084.</p>' },
    { id: 202, order: 8, date: '2026-10-30T10:00:00', validUpto: '2026-11-12T00:00:00', headline: 'Tihar vacation notice',
      description: 'School closed from Kartik 21 to 25.', image: null,
      content: '<p>The school will remain closed from Kartik 21 to 25 for Tihar. Classes resume on Kartik 26.</p>' },
    { id: 201, order: 9, date: '2026-10-05T10:00:00', validUpto: '2026-10-28T00:00:00', headline: 'Dashain vacation notice',
      description: 'School closed from Ashwin 25 to Kartik 4.', image: null,
      content: '<p>Happy Bada Dashain! The school will remain closed from Ashwin 25 to Kartik 4.</p>' },
  ],

  videos: [
    { id: 1, order: 1, title: 'A day at Himalaya Vidya Mandir', description: 'Our school in four minutes.', addUrl: 'https://www.youtube.com/watch?v=Hv7mQ2xLp0A', thumb: 'campus', hue: 28, withUrlColl: true,
      content: '<p>Follow Grade 5 pupils from morning assembly to the last bell.</p>' },
    { id: 2, order: 2, title: 'Annual Day 2082 highlights', description: 'Dances, drama and prize distribution.', addUrl: 'https://www.youtube.com/watch?v=q3Zt_8RkVnE&t=15s', thumb: 'stage', hue: 330, withUrlColl: true, content: '' },
    { id: 3, order: 3, title: 'Science Exhibition 2083', description: 'Projects and interviews.', addUrl: 'https://www.youtube.com/watch?v=bX4-9sDfLwU##https://www.youtube.com/watch?v=N2pR6yTc1Mk', thumb: null, withUrlColl: true, content: '' },
    { id: 4, order: 4, title: 'School song: Himalko Kakhma', description: 'Sung by the school choir.', addUrl: 'https://youtu.be/Zk8wE5uJ3oQ', thumb: null, withUrlColl: false, content: '' },
    { id: 5, order: 0, title: 'U-14 football final', description: 'The winning goal and the celebration.', addUrl: 'https://www.youtube.com/watch?v=tL0aF7gHn2c', thumb: 'sports', hue: 100, withUrlColl: false, content: '' },
  ],

  services: [
    { id: 1, order: 1, title: 'School Transport', motif: 'bus', hue: 45, description: 'Eleven buses covering Lalitpur and southern Kathmandu.',
      content: p('Every bus has a trained conductor, GPS tracking and a first-aid kit. Routes and fees are revised each Baishakh.') },
    { id: 2, order: 2, title: 'Library', motif: 'books', hue: 20, description: 'More than 8,000 books, newspapers and an e-library corner.',
      content: p('The library is open from 8:30 AM to 4:30 PM. Every class has a weekly library period.') },
    { id: 3, order: 3, title: 'Science and Computer Labs', motif: 'science', hue: 190, description: 'Physics, chemistry, biology, computer and robotics labs.',
      content: p('Lab assistants prepare each practical class so that pupils spend their time experimenting, not waiting.') },
    { id: 4, order: 4, title: 'Cafeteria', motif: 'food', hue: 15, description: 'Fresh, hygienic, home-style meals and snacks.',
      content: p('The menu is planned with a nutritionist. Junk food and soft drinks are not sold on campus.') },
    { id: 5, order: 5, title: 'Health Care', motif: 'health', hue: 355, description: 'A nurse on campus and regular health check-ups.',
      content: p('Annual dental and eye check-ups are organised with Patan Hospital.'), submenu: 'Health & Counselling' },
  ],

  academicPrograms: [
    { id: 1, order: 1, title: 'Early Years (Montessori)', motif: 'art', hue: 330, description: 'Play-based learning for Nursery to UKG.',
      content: p('Our early-years rooms follow Montessori principles: child-sized materials, freedom within limits and lots of outdoor play.') },
    { id: 2, order: 2, title: 'STEM and Robotics', motif: 'computer', hue: 250, description: 'Coding, robotics and science projects from Grade 4.',
      content: p('Pupils build and program robots, design experiments and present them at the annual science exhibition.') },
    { id: 3, order: 3, title: 'Languages and Literature', motif: 'books', hue: 210, description: 'Nepali, English and an optional third language.',
      content: p('Reading circles, debate, creative writing and a school magazine edited by pupils.') },
    { id: 4, order: 4, title: 'Creative Arts and Music', motif: 'music', hue: 280, description: 'Art, dance, choir and traditional instruments.',
      content: p('Madal, flute and harmonium lessons, plus painting and clay work in our art studio.') },
  ],

  executives: [
    { id: 1, name: 'Ramesh Prasad Shrestha', designation: 'Chairman', contact: '9851012345', email: 'chairman@himalayavidyamandir.edu.np', hue: 210, look: 'm1',
      message: '<p>Our board is committed to keeping quality education affordable for Lalitpur\u2019s families.</p>' },
    { id: 2, name: 'Sita Devi Maharjan', designation: 'Vice Chairperson', contact: '9841023456', email: 'sita.maharjan@himalayavidyamandir.edu.np', hue: 330, look: 'f2', message: '' },
    { id: 3, name: 'Binod Kumar Joshi', designation: 'Secretary', contact: '9803034567', email: 'secretary@himalayavidyamandir.edu.np', hue: 30, look: 'm2', message: '' },
    { id: 4, name: 'Kamala Tamang', designation: 'Treasurer', contact: '9818045678', email: '', hue: 150, look: 'f1', message: '' },
    { id: 5, name: 'Dr. Hari Bahadur Thapa', designation: 'Member', contact: '9841056789', email: 'hari.thapa@himalayavidyamandir.edu.np', hue: 90, look: 'm3', message: '' },
    { id: 6, name: 'Anita Shakya', designation: 'Member (Parent Representative)', contact: '', email: '', hue: 270, look: 'f3', message: '', photo: false },
  ],

  vision: [
    { order: 1, title: 'Our Vision', motif: 'mountains', hue: 205,
      description: '<p>To be a school where every child grows into a confident, kind and curious citizen of Nepal and the world, proud of where they come from and ready for where they are going.</p>' },
    { order: 2, title: 'Our Mission', motif: 'books', hue: 45,
      description: '<p>We provide a safe, joyful and demanding place to learn. We teach children to think, to ask and to care, through excellent teaching, close partnership with families and service to our community.</p>' },
    { order: 3, title: 'Our Values', motif: 'tree', hue: 120,
      description: '<ul><li><strong>Respect</strong> for every person and every culture</li><li><strong>Honesty</strong> in work and in words</li><li><strong>Curiosity</strong> that keeps us learning</li><li><strong>Service</strong> to those around us</li></ul>' },
  ],

  founders: [
    { id: 1, order: 1, designation: 'Chairman', name: 'Ramesh Prasad Shrestha', title: 'Message from the Chairman', qualification: 'M.A. (Economics), Tribhuvan University', submenu: 'Message from Chairman', hue: 210, look: 'm1',
      social: [['Facebook', 'https://www.facebook.com/rameshp.shrestha'], ['Linkedin', null]],
      description:
        '<p>Dear parents, students and well-wishers,</p>' +
        '<p>Thirty-one years ago a handful of teachers and parents gathered in a rented house in Sanepa with a simple dream: a school where a child from Lalitpur could receive an education as good as any in the country, without losing touch with the language, festivals and values of home. That dream is now Himalaya Vidya Mandir, a community of more than nine hundred students, fifty teachers and thousands of alumni who serve Nepal in every field.</p>' +
        '<p>We have grown, but our purpose has not changed. We believe that education is not the filling of a bucket but the lighting of a fire. Our classrooms are places where questions are welcome, where mistakes are part of learning, and where every child is known by name. Our teachers are our greatest strength; the board invests every year in their training, their well-being and their growth.</p>' +
        '<p>In the past year we opened a robotics lab, expanded the library, planted four hundred trees with our eco-club and, for the twelfth year running, every one of our SEE candidates passed. These results belong to our students and to you, the parents who trust us with your children every morning.</p>' +
        '<p>The years ahead will bring new challenges: technology that changes faster than textbooks, a world that needs problem-solvers more than memorisers, and a country that needs young people who choose to stay and build. We are preparing for them by strengthening science and languages, by teaching our students to work together, and by keeping fees within reach of ordinary families.</p>' +
        '<p>I invite you to visit us, to walk through our classrooms and to talk to our teachers. Our doors are always open.</p>' +
        '<p>With warm regards,<br><strong>Ramesh Prasad Shrestha</strong><br>Chairman, Board of Directors</p>' },
    { id: 2, order: 2, designation: 'Principal', name: 'Dr. Sunita Rajbhandari', title: 'Message from the Principal', qualification: 'Ph.D. (Education), Kathmandu University', submenu: 'Message from Principal', hue: 330, look: 'f1',
      social: [['Linkedin', 'https://www.linkedin.com/in/sunita-rajbhandari-edu']],
      description:
        '<p>Welcome to Himalaya Vidya Mandir! Every morning I watch our students walk through the gate, some sleepy, some excited, all of them full of possibility. Our job is to help each of them discover what they are capable of.</p>' +
        '<p>We measure success not only in grades but in the habits our children leave with: reading for pleasure, asking good questions, helping a friend, finishing what they start. I am proud of our teachers, who plan every lesson with these habits in mind.</p>' +
        '<p>Please stay in touch with your child\u2019s class teacher, come to our parent meetings and share your ideas with us. A school is strongest when families and teachers work as one team.</p>' },
    { id: 3, order: 3, designation: 'Mentor', name: 'Prof. Keshav Raj Adhikari', title: 'Message from the Mentor', qualification: 'Professor Emeritus, Central Department of Education', submenu: 'Message from Mentor', hue: 90, look: 'm3',
      social: [],
      description: '<p>A school that remembers its roots can let its students fly. I have watched Himalaya Vidya Mandir grow with patience and honesty, and I am glad to guide its teachers as they bring the best of modern pedagogy to Nepali classrooms.</p>' },
  ],

  staff: [
    { id: 1, department: 'Administration', order: 1, name: 'Dr. Sunita Rajbhandari', designation: 'Principal', contact: '9841100001', email: 'principal@himalayavidyamandir.edu.np', qualification: 'Ph.D. (Education)', hue: 330, look: 'f1',
      social: [['Linkedin', 'https://www.linkedin.com/in/sunita-rajbhandari-edu']] },
    { id: 2, department: 'Administration', order: 2, name: 'Mohan Karki', designation: 'Vice Principal', contact: '9841100002', email: 'vp@himalayavidyamandir.edu.np', qualification: 'M.Ed.', hue: 200, look: 'm2' },
    { id: 3, department: 'Administration', order: 3, name: 'Laxmi Dangol', designation: 'Accountant', contact: '9841100003', email: 'accounts@himalayavidyamandir.edu.np', qualification: 'BBS', hue: 40, look: 'f3', photo: false },
    { id: 4, department: 'Science and Mathematics', order: 1, name: 'Suresh Adhikari', designation: 'Head of Science', contact: '9841100004', email: 'suresh.adhikari@himalayavidyamandir.edu.np', qualification: 'M.Sc. (Physics)', hue: 190, look: 'm1',
      social: [['Facebook', 'https://www.facebook.com/suresh.adhikari.physics'], ['Youtube', 'https://www.youtube.com/@sureshsirphysics']] },
    { id: 5, department: 'Science and Mathematics', order: 2, name: 'Pooja Gurung', designation: 'Mathematics Teacher', contact: '9841100005', email: 'pooja.gurung@himalayavidyamandir.edu.np', qualification: 'M.Sc. (Mathematics)', hue: 280, look: 'f2' },
    { id: 6, department: 'Science and Mathematics', order: 3, name: 'Rajan Bhandari', designation: 'Computer Teacher', contact: '9841100006', email: 'rajan.bhandari@himalayavidyamandir.edu.np', qualification: 'B.Sc. CSIT', hue: 250, look: 'm3' },
    { id: 7, department: 'Science and Mathematics', order: 4, name: 'Sabina Shrestha', designation: 'Biology Teacher', contact: '9841100007', email: '', qualification: 'M.Sc. (Zoology)', hue: 120, look: 'f1' },
    { id: 8, department: 'Languages and Social Studies', order: 1, name: 'Gita Poudel', designation: 'Head of Languages', contact: '9841100008', email: 'gita.poudel@himalayavidyamandir.edu.np', qualification: 'M.A. (Nepali)', hue: 10, look: 'f3' },
    { id: 9, department: 'Languages and Social Studies', order: 2, name: 'David Rai', designation: 'English Teacher', contact: '9841100009', email: 'david.rai@himalayavidyamandir.edu.np', qualification: 'M.A. (English)', hue: 60, look: 'm2' },
    { id: 10, department: 'Languages and Social Studies', order: 3, name: 'Bimala Khadka', designation: 'Social Studies Teacher', contact: '9841100010', email: '', qualification: 'M.A. (History)', hue: 160, look: 'f2' },
  ],

  committee: [
    { id: 21, department: 'School Management Committee', order: 1, name: 'Ramesh Prasad Shrestha', designation: 'Chairperson', contact: '9851012345', email: 'chairman@himalayavidyamandir.edu.np', qualification: 'M.A.', hue: 210, look: 'm1' },
    { id: 22, department: 'School Management Committee', order: 2, name: 'Dr. Sunita Rajbhandari', designation: 'Member Secretary', contact: '9841100001', email: 'principal@himalayavidyamandir.edu.np', qualification: 'Ph.D.', hue: 330, look: 'f1' },
    { id: 23, department: 'School Management Committee', order: 3, name: 'Anita Shakya', designation: 'Parent Representative', contact: '9841200003', email: '', qualification: 'B.Com.', hue: 270, look: 'f3' },
    { id: 24, department: 'School Management Committee', order: 4, name: 'Dil Bahadur Lama', designation: 'Parent Representative', contact: '9841200004', email: '', qualification: 'SLC', hue: 20, look: 'm2' },
    { id: 25, department: 'School Management Committee', order: 5, name: 'Pooja Gurung', designation: 'Teacher Representative', contact: '9841100005', email: 'pooja.gurung@himalayavidyamandir.edu.np', qualification: 'M.Sc.', hue: 280, look: 'f2' },
    { id: 26, department: 'School Management Committee', order: 6, name: 'Ward Chairperson, Ward 2', designation: 'Local Government Representative', contact: '', email: '', qualification: '', hue: 0, look: 'm3', photo: false },
  ],

  testimonials: [
    { id: 1, order: 1, name: 'Aarati Maharjan', designation: 'Parent, Grade 4', title: 'A second home for my daughter', qualification: '', hue: 340, look: 'f2',
      description: 'When we moved to Lalitpur my daughter cried every morning for a week. Her class teacher called me every evening that week to tell me how the day had gone, and by the second week she was running to the bus. Three years later she reads Nepali and English story books on her own, sings in the choir and explains science experiments at the dinner table. We could not have asked for more caring teachers.' },
    { id: 2, order: 2, name: 'Sanjay Thapa', designation: 'Alumnus, SEE 2072; Software Engineer', title: 'Where I learnt to ask questions', qualification: 'B.E. (Computer)', hue: 220, look: 'm1',
      social: [['Linkedin', 'https://www.linkedin.com/in/sanjay-thapa-dev']],
      description: '<p>The computer lab at Himalaya Vidya Mandir was small when I was there, but our teacher let us stay after class to <strong>break things and fix them</strong>. That habit of asking &ldquo;why does this work?&rdquo; carried me through engineering college and into my job building software for hospitals in Nepal.</p><p>Thank you, HVM!</p>' },
    { id: 3, order: 3, name: 'Rita Gurung', designation: 'Parent, Grade 9', title: 'Honest communication', qualification: '', hue: 150, look: 'f3',
      description: 'Teachers tell us the truth about our son\u2019s progress, good and bad, and always come with a plan.' },
    { id: 4, order: 4, name: 'Pratik Shrestha', designation: null, title: 'Sports and studies together', qualification: 'Grade 10 student', hue: 100, look: 'm2',
      description: '<p>I play for the school football team and I was worried my studies would suffer. The teachers helped me plan my time, and this year I scored an A+ in mathematics <em>and</em> we won the district cup. At HVM you do not have to choose between the ground and the classroom; our coaches and teachers talk to each other, arrange extra classes before matches and make sure nobody is left behind. I will miss this school when I graduate.</p>' },
    { id: 5, order: 5, name: 'Dr. Meera Joshi', designation: 'Alumna, SLC 2060; Paediatrician', title: 'Rooted and confident', qualification: 'MBBS, MD', hue: 0, look: 'f1',
      description: 'I still remember Gita miss reading poems by Laxmi Prasad Devkota aloud in class. HVM taught me to be proud of who I am and confident about where I wanted to go. Today, as a doctor at Patan Hospital, I often meet children from my old school and I can always tell: they look you in the eye, they ask questions and they say thank you. That is the Himalaya Vidya Mandir spirit, and it is something no coaching centre can teach.' },
    { id: 6, order: 6, name: 'Kiran Basnet', designation: 'Parent, UKG', title: 'Happy mornings', qualification: '', hue: 40, look: 'm3', photo: false,
      description: '<p>Our son loves the songs and the garden. Thank you to the early-years team!</p>' },
  ],

  admissionSteps: [
    { order: 1, title: 'Collect the admission form', motif: 'books', hue: 210, description: '<p>Forms are available at the front office (Sunday–Friday, 9 AM – 4 PM) or can be downloaded from this website.</p>' },
    { order: 2, title: 'Submit the form with documents', motif: null, description: '<p>Attach a copy of the birth certificate, the last school\u2019s report card and character certificate, and two passport-size photographs.</p>' },
    { order: 3, title: 'Entrance test and interview', motif: 'science', hue: 190, description: '<p>Grades 1–9: a written test in English, Nepali and Mathematics. Nursery to UKG: a friendly interaction with the child and parents.</p>' },
    { order: 4, title: 'Result and confirmation', motif: null, description: '<p>Results are published within three working days. Confirm the seat by paying the admission fee within one week.</p>' },
    { order: 5, title: 'Orientation', motif: 'celebration', hue: 28, description: '<p>New pupils and parents attend an orientation on Baishakh 8 before classes begin on Baishakh 10.</p>' },
  ],

  rules: [
    { order: 1, title: 'Attendance and punctuality', motif: 'campus', hue: 28, description: '<p>Pupils must reach school by 9:00 AM. Leave requires a written application from a parent; 90% attendance is required to sit the final examination.</p>' },
    { order: 2, title: 'Uniform and appearance', motif: null, description: '<p>Pupils wear the complete school uniform every day (the house T-shirt on Fridays). Jewellery, coloured nails and fancy hairstyles are not allowed.</p>' },
    { order: 3, title: 'Mobile phones and devices', motif: 'computer', hue: 250, description: '<p>Mobile phones are not allowed on campus. Phones found will be returned only to a parent.</p>' },
    { order: 4, title: 'Respect and safety', motif: 'tree', hue: 120, description: '<p>Bullying, abusive language and damage to school property are serious offences. Pupils care for the campus, the garden and each other.</p>' },
  ],

  features: [
    ['About Us', 'About School'], ['Academic Calendar'], ['Academic Program'], ['Achievement Section', 'Achievements'], ['Admission Procedure'],
    ['Alumni'], ['Banner'], ['Category'], ['Committe Hierarchy', 'Committee'], ['Contact', 'Contact Us'], ['Download', 'Downloads'],
    ['Event List', 'Events'], ['Event Type'], ['Executive Member', 'Board of Directors'], ['Feedback Suggestion', 'Feedback'],
    ['Founder Message', 'Messages'], ['Gallery'], ['Grievance Redressal Team'], ['Header Details'], ['Introduction'],
    ['Mandatory Disclosure'], ['Merit Achievers'], ['News Section', 'News'], ['Notice', 'Notice Board'], ['Program', 'Programs'],
    ['Proud Alumni'], ['Quotes'], ['Rules Regulation', 'Rules & Regulations'], ['Services And Facilities', 'Facilities'], ['Slider'],
    ['Social Media'], ['Staff Hierarchy', 'Our Team'], ['Testimonial', 'Testimonials'], ['Videos'], ['Vision Statement', 'Vision'], ['Who We Are'],
  ],

  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/himalayavidyamandir', active: true, order: 1 },
    { name: 'Youtube', url: 'https://www.youtube.com/@himalayavidyamandir', active: true, order: 2 },
    { name: 'Instagram', url: 'https://www.instagram.com/himalayavidyamandir', active: true, order: 3 },
    { name: 'Twitter', url: 'https://twitter.com/hvm_lalitpur', active: true, order: 4 },
    { name: 'Whatsapp', url: 'https://wa.me/9779841234567', active: true, order: 5 },
    { name: 'Linkedin', url: 'https://www.linkedin.com/school/himalaya-vidya-mandir', active: true, order: 6 },
    { name: 'Pinterest', url: 'https://www.pinterest.com/himalayavidyamandir', active: false, order: 7 },
    { name: 'Viber', url: '', active: true, order: 8 },
    { name: 'TikTok', url: 'https://www.tiktok.com/@himalayavidyamandir', active: true, order: 9 },
  ],

  albums: [
    { id: 1, order: 1, title: 'Annual Day 2082', description: 'Dances, drama and prize distribution at the City Hall.', motif: 'stage', hue: 330,
      images: [{ name: 'annual-day-01.png', caption: 'Opening dance' }, { name: 'annual-day-02.png' }, { name: 'annual-day-03.png', caption: 'Grade 5 drama' }, { name: 'annual-day-04.png' },
        { name: 'annual-day-05.png' }, { name: 'annual-day-06.png', caption: 'Prize distribution' }, { name: 'DSC_0042.JPG', ext: 'JPG' }, { name: 'annual-day-08.png' }] },
    { id: 2, order: 2, title: 'Science Exhibition 2083', description: 'Sixty projects by our young scientists.', motif: 'science', hue: 190,
      images: [{ name: 'science-01.png' }, { name: 'science-02.png', caption: 'Solar water pump' }, { name: 'science-03.png' }, { name: 'science-04.png' }, { name: 'science-05.png' }, { name: 'science-06.png' }] },
    { id: 3, order: 3, title: 'Sports Week', description: 'Athletics, futsal and the parents\u2019 relay.', motif: 'sports', hue: 120,
      images: [{ name: 'sports-01.png' }, { name: 'sports-02.png' }, { name: 'sports-03.png' }, { name: 'sports-04.png' }, { name: 'sports-05.png' }, { name: 'sports-06.png' }, { name: 'sports-07.png' }] },
    { id: 4, order: 4, title: 'Educational Tour: Pokhara and Bandipur', description: 'Grade 9 on the road.', motif: 'mountains', hue: 200,
      images: [{ name: 'tour-01.png', caption: 'Phewa Lake' }, { name: 'tour-02.png' }, { name: 'tour-03.png' }, { name: 'tour-04.png' }, { name: 'tour-05.png' }] },
    { id: 5, order: 5, title: 'Tihar Celebration', description: 'Rangoli, deusi-bhailo and lights.', motif: 'celebration', hue: 30,
      images: [{ name: 'tihar-01.png' }, { name: 'tihar-02.png' }, { name: 'tihar-03.png' }, { name: 'tihar-04.png' }] },
    { id: 6, order: 6, title: 'Graduation 2082', description: 'Photos coming soon.', motif: 'celebration', hue: 260, images: [] },
  ],

  // BS 2083 [month, day]; type is the event-type name, which picks the colour.
  events: [
    { type: 'Holiday', name: 'New Year 2083', from: [1, 1] },
    { type: 'Meeting', name: 'Staff meeting: session planning', from: [1, 5], atTime: '10:00 AM', forClass: 'Teachers' },
    { type: 'Event', name: 'New session orientation', from: [1, 8], atTime: '11:00 AM', forClass: 'All', description: 'For new pupils and their parents.' },
    { type: 'Event', name: 'Classes begin', from: [1, 10], forClass: 'All' },
    { type: 'Holiday', name: 'Buddha Jayanti', from: [1, 18] },
    { type: 'Holiday', name: 'Republic Day', from: [2, 15] },
    { type: 'Event', name: 'National Paddy Day (Dhan Diwas) field visit', from: [3, 15], forClass: 'Grade 4-6', atTime: '9:30 AM' },
    { type: 'Exam', name: 'First Terminal Examination', from: [4, 20], to: [4, 26], forClass: 'Grade 1-10', atTime: '10:00 AM' },
    { type: 'Meeting', name: 'Parent-teacher meeting (first term)', from: [5, 5], atTime: '11:00 AM', forClass: 'All' },
    { type: 'Holiday', name: 'Janai Purnima', from: [5, 12] },
    { type: 'Holiday', name: 'Haritalika Teej', from: [5, 29], description: 'Holiday for female staff and students.' },
    { type: 'Holiday', name: 'Constitution Day', from: [6, 3] },
    { type: 'Holiday', name: 'Dashain vacation', from: [6, 25], to: [7, 4], description: 'Happy Bada Dashain!' },
    { type: 'Holiday', name: 'Tihar vacation', from: [7, 21], to: [7, 25] },
    { type: 'Event', name: 'Science Exhibition 2083', from: [8, 5], to: [8, 7], atTime: '10:00 AM', forClass: 'Grade 4-10', description: 'Open to parents and the public.' },
    { type: 'Meeting', name: 'Parent-teacher meeting', from: [8, 13], atTime: '11:00 AM', forClass: 'All' },
    { type: 'Exam', name: 'Second Terminal Examination', from: [8, 15], to: [8, 22], forClass: 'Grade 1-10', atTime: '10:00 AM' },
    { type: 'Event', name: 'Annual Sports Week', from: [8, 25], to: [8, 28], forClass: 'All' },
    { type: 'Holiday', name: 'Christmas', from: [9, 10] },
    { type: 'Holiday', name: 'Prithvi Jayanti', from: [9, 27] },
    { type: 'Holiday', name: 'Maghe Sankranti', from: [10, 1] },
    { type: 'Event', name: 'Annual Day 2083', from: [10, 20], atTime: '1:00 PM', forClass: 'All', description: 'At the Lalitpur City Hall.' },
    { type: 'Holiday', name: 'Democracy Day', from: [11, 7] },
    { type: 'Holiday', name: 'Maha Shivaratri', from: [11, 22] },
    { type: 'Exam', name: 'Final Examination', from: [11, 24], to: [12, 5], forClass: 'Grade 1-10', atTime: '10:00 AM' },
    { type: 'Holiday', name: 'Holi (Fagu Purnima)', from: [12, 8] },
    { type: 'Meeting', name: 'Result day and parent-teacher meeting', from: [12, 25], atTime: '10:00 AM', forClass: 'All' },
  ],

  birthdays: {
    employees: [
      { id: 4, code: 'EMP-004', enroll: 104, name: 'Suresh Adhikari', department: 'Science and Mathematics', designation: 'Head of Science', dob: '1984-11-22', father: 'Tek Bahadur Adhikari', contact: '9841100004', address: 'Jawalakhel, Lalitpur', hue: 190, look: 'm1' },
      { id: 9, code: 'EMP-009', enroll: 109, name: 'David Rai', department: 'Languages and Social Studies', designation: 'English Teacher', dob: '1990-11-23', father: 'Man Bahadur Rai', contact: '9841100009', address: 'Kupondole, Lalitpur', hue: 60, look: 'm2' },
      { id: 12, code: 'EMP-012', enroll: 112, name: 'Sarita Maharjan', department: 'Administration', designation: 'Front Office Assistant', dob: '1995-11-25', father: 'Ratna Maharjan', contact: '9841100012', address: 'Kirtipur, Kathmandu', hue: 300, look: 'f2', photo: false },
    ],
    students: [
      { id: 1, regd: 'HVM-2076-014', name: 'Aayush Maharjan', className: 'Grade 8', section: 'A', roll: 3, dob: '2013-11-22', father: 'Raju Maharjan', contact: '9841300001', address: 'Pulchowk, Lalitpur', hue: 100, look: 'm2', fEmail: 'raju.maharjan@example.com' },
      { id: 2, regd: 'HVM-2074-031', name: 'Sneha Bajracharya', className: 'Grade 10', section: 'B', roll: 7, dob: '2011-11-22', father: 'Bikash Bajracharya', contact: '9841300002', address: 'Mangal Bazar, Lalitpur', hue: 330, look: 'f1', mEmail: 'sarita.b@example.com' },
      { id: 3, regd: 'HVM-2080-112', name: 'Nima Sherpa', className: 'Grade 4', section: 'A', roll: 12, dob: '2017-11-23', father: 'Pasang Sherpa', contact: '9841300003', address: 'Boudha, Kathmandu', hue: 200, look: 'f3' },
      { id: 4, regd: 'HVM-2082-009', name: 'Arnav Shrestha', className: 'UKG', section: 'Rose', roll: 1, dob: '2021-11-24', father: 'Prakash Shrestha', contact: '9841300004', address: 'Sanepa, Lalitpur', hue: 40, look: 'm3' },
      { id: 5, regd: 'HVM-2077-050', name: 'Prasiddhi K.C.', className: 'Grade 7', section: 'C', roll: 21, dob: '2014-11-26', father: 'Hem Raj K.C.', contact: '9841300005', address: 'Imadol, Lalitpur', hue: 270, look: 'f2', photo: false },
    ],
  },
};
