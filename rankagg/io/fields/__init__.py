"""The fields' files, a declaration each (:class:`~rankagg.io.fields.declaration.Field`), in the order the doors ask
them: issue 45's thirty-third to eighty-second bars' fields first met these files (u33a_ to u33j_, u34a_
to u34j_, u35a_ to u35j_, u36a_ to u36j_, u37a_ to u37j_, u38a_, u38b_, u39a_, u39b_, u40a_, u40b_,
u41a_ to u118b_, two a bar); any tool's tables of numbers, which no field owns, last."""

from __future__ import annotations

from rankagg.io.fields.accessibility import ACCESSIBILITY
from rankagg.io.fields.accounting import ACCOUNTING
from rankagg.io.fields.admissions import ADMISSIONS
from rankagg.io.fields.agility import AGILITY
from rankagg.io.fields.agronomy import AGRONOMY
from rankagg.io.fields.airquality import AIRQUALITY
from rankagg.io.fields.angling import ANGLING
from rankagg.io.fields.animaltracking import ANIMALTRACKING
from rankagg.io.fields.anime import ANIME
from rankagg.io.fields.archaeology import ARCHAEOLOGY
from rankagg.io.fields.archery import ARCHERY
from rankagg.io.fields.astroimaging import ASTROIMAGING
from rankagg.io.fields.archives import ARCHIVES
from rankagg.io.fields.athletics import ATHLETICS
from rankagg.io.fields.audiopost import AUDIOPOST
from rankagg.io.fields.avalanche import AVALANCHE
from rankagg.io.fields.backgammon import BACKGAMMON
from rankagg.io.fields.badminton import BADMINTON
from rankagg.io.fields.barbecue import BARBECUE
from rankagg.io.fields.baseball import BASEBALL
from rankagg.io.fields.batterylab import BATTERYLAB
from rankagg.io.fields.beekeeping import BEEKEEPING
from rankagg.io.fields.biathlon import BIATHLON
from rankagg.io.fields.bibliometrics import BIBLIOMETRICS
from rankagg.io.fields.bikeshare import BIKESHARE
from rankagg.io.fields.birding import BIRDING
from rankagg.io.fields.bowling import BOWLING
from rankagg.io.fields.brewing import BREWING
from rankagg.io.fields.bridge import BRIDGE
from rankagg.io.fields.bridgeinspection import BRIDGEINSPECTION
from rankagg.io.fields.bugbounty import BUGBOUNTY
from rankagg.io.fields.calendars import CALENDARS
from rankagg.io.fields.canoeslalom import CANOESLALOM
from rankagg.io.fields.cardgames import CARDGAMES
from rankagg.io.fields.cheer import CHEER
from rankagg.io.fields.chess import CHESS
from rankagg.io.fields.cicd import CICD
from rankagg.io.fields.citizenscience import CITIZENSCIENCE
from rankagg.io.fields.cityservices import CITYSERVICES
from rankagg.io.fields.clinicaltrials import CLINICALTRIALS
from rankagg.io.fields.climbing import CLIMBING
from rankagg.io.fields.coffee import COFFEE
from rankagg.io.fields.combatjudging import COMBATJUDGING
from rankagg.io.fields.compprog import COMPPROG
from rankagg.io.fields.crashtriage import CRASHTRIAGE
from rankagg.io.fields.cricket import CRICKET
from rankagg.io.fields.crosswords import CROSSWORDS
from rankagg.io.fields.cryoem import CRYOEM
from rankagg.io.fields.ctf import CTF
from rankagg.io.fields.curling import CURLING
from rankagg.io.fields.cycling import CYCLING
from rankagg.io.fields.cytometry import CYTOMETRY
from rankagg.io.fields.dancesport import DANCESPORT
from rankagg.io.fields.darts import DARTS
from rankagg.io.fields.databases import DATABASES
from rankagg.io.fields.datacentre import DATACENTRE
from rankagg.io.fields.debate import DEBATE
from rankagg.io.fields.declaration import Field
from rankagg.io.fields.deliverability import DELIVERABILITY
from rankagg.io.fields.discgolf import DISCGOLF
from rankagg.io.fields.dispatch import DISPATCH
from rankagg.io.fields.diving import DIVING
from rankagg.io.fields.djing import DJING
from rankagg.io.fields.drones import DRONES
from rankagg.io.fields.drumcorps import DRUMCORPS
from rankagg.io.fields.ecg import ECG
from rankagg.io.fields.epidemiology import EPIDEMIOLOGY
from rankagg.io.fields.equestrian import EQUESTRIAN
from rankagg.io.fields.evcharging import EVCHARGING
from rankagg.io.fields.exoplanets import EXOPLANETS
from rankagg.io.fields.fencing import FENCING
from rankagg.io.fields.festivalbooking import FESTIVALBOOKING
from rankagg.io.fields.fieldlinguistics import FIELDLINGUISTICS
from rankagg.io.fields.fightinggames import FIGHTINGGAMES
from rankagg.io.fields.finops import FINOPS
from rankagg.io.fields.figureskating import FIGURESKATING
from rankagg.io.fields.filmfestival import FILMFESTIVAL
from rankagg.io.fields.firmware import FIRMWARE
from rankagg.io.fields.fitness import FITNESS
from rankagg.io.fields.flightschool import FLIGHTSCHOOL
from rankagg.io.fields.football import FOOTBALL
from rankagg.io.fields.formulary import FORMULARY
from rankagg.io.fields.forensics import FORENSICS
from rankagg.io.fields.fpvracing import FPVRACING
from rankagg.io.fields.freight import FREIGHT
from rankagg.io.fields.gamedev import GAMEDEV
from rankagg.io.fields.gammaspec import GAMMASPEC
from rankagg.io.fields.genomicsurveillance import GENOMICSURVEILLANCE
from rankagg.io.fields.go import GO
from rankagg.io.fields.golf import GOLF
from rankagg.io.fields.gridiron import GRIDIRON
from rankagg.io.fields.gymnastics import GYMNASTICS
from rankagg.io.fields.hackathon import HACKATHON
from rankagg.io.fields.hamradio import HAMRADIO
from rankagg.io.fields.handball import HANDBALL
from rankagg.io.fields.hiking import HIKING
from rankagg.io.fields.homeenergy import HOMEENERGY
from rankagg.io.fields.horseracing import HORSERACING
from rankagg.io.fields.hpcallocation import HPCALLOCATION
from rankagg.io.fields.humanitariansurveys import HUMANITARIANSURVEYS
from rankagg.io.fields.hydrology import HYDROLOGY
from rankagg.io.fields.icehockey import ICEHOCKEY
from rankagg.io.fields.judo import JUDO
from rankagg.io.fields.karaoke import KARAOKE
from rankagg.io.fields.labdata import LABDATA
from rankagg.io.fields.languagedecks import LANGUAGEDECKS
from rankagg.io.fields.legalbilling import LEGALBILLING
from rankagg.io.fields.legislature import LEGISLATURE
from rankagg.io.fields.libraries import LIBRARIES
from rankagg.io.fields.livestock import LIVESTOCK
from rankagg.io.fields.llmeval import LLMEVAL
from rankagg.io.fields.localization import LOCALIZATION
from rankagg.io.fields.mahjong import MAHJONG
from rankagg.io.fields.mapping import MAPPING
from rankagg.io.fields.marketplace import MARKETPLACE
from rankagg.io.fields.media import MEDIA
from rankagg.io.fields.meteorology import METEOROLOGY
from rankagg.io.fields.meteors import METEORS
from rankagg.io.fields.microscopy import MICROSCOPY
from rankagg.io.fields.modding import MODDING
from rankagg.io.fields.moldynamics import MOLDYNAMICS
from rankagg.io.fields.motioncapture import MOTIONCAPTURE
from rankagg.io.fields.motorsport import MOTORSPORT
from rankagg.io.fields.museums import MUSEUMS
from rankagg.io.fields.musicnotation import MUSICNOTATION
from rankagg.io.fields.newsroom import NEWSROOM
from rankagg.io.fields.numbers import NUMBERS
from rankagg.io.fields.oceanography import OCEANOGRAPHY
from rankagg.io.fields.opendata import OPENDATA
from rankagg.io.fields.ophthalmology import OPHTHALMOLOGY
from rankagg.io.fields.orienteering import ORIENTEERING
from rankagg.io.fields.othello import OTHELLO
from rankagg.io.fields.packages import PACKAGES
from rankagg.io.fields.paleoclimate import PALEOCLIMATE
from rankagg.io.fields.geodesy import GEODESY
from rankagg.io.fields.crystallography import CRYSTALLOGRAPHY
from rankagg.io.fields.pulsartiming import PULSARTIMING
from rankagg.io.fields.fisheries import FISHERIES
from rankagg.io.fields.glaciology import GLACIOLOGY
from rankagg.io.fields.hydrography import HYDROGRAPHY
from rankagg.io.fields.speleology import SPELEOLOGY
from rankagg.io.fields.colourqa import COLOURQA
from rankagg.io.fields.paragliding import PARAGLIDING
from rankagg.io.fields.pathology import PATHOLOGY
from rankagg.io.fields.payments import PAYMENTS
from rankagg.io.fields.pcbassembly import PCBASSEMBLY
from rankagg.io.fields.photography import PHOTOGRAPHY
from rankagg.io.fields.phylogenetics import PHYLOGENETICS
from rankagg.io.fields.pigeons import PIGEONS
from rankagg.io.fields.pinball import PINBALL
from rankagg.io.fields.piping import PIPING
from rankagg.io.fields.podcasts import PODCASTS
from rankagg.io.fields.pokemonvgc import POKEMONVGC
from rankagg.io.fields.poker import POKER
from rankagg.io.fields.postproduction import POSTPRODUCTION
from rankagg.io.fields.powerlifting import POWERLIFTING
from rankagg.io.fields.printing3d import PRINTING3D
from rankagg.io.fields.priorart import PRIORART
from rankagg.io.fields.productteams import PRODUCTTEAMS
from rankagg.io.fields.programs import PROGRAMS
from rankagg.io.fields.proteomicscore import PROTEOMICSCORE
from rankagg.io.fields.psychlab import PSYCHLAB
from rankagg.io.fields.queryperf import QUERYPERF
from rankagg.io.fields.quizbowl import QUIZBOWL
from rankagg.io.fields.radio import RADIO
from rankagg.io.fields.radiotherapy import RADIOTHERAPY
from rankagg.io.fields.railops import RAILOPS
from rankagg.io.fields.reinsurance import REINSURANCE
from rankagg.io.fields.retail import RETAIL
from rankagg.io.fields.rhythmgames import RHYTHMGAMES
from rankagg.io.fields.robotics import ROBOTICS
from rankagg.io.fields.rocketry import ROCKETRY
from rankagg.io.fields.rodeo import RODEO
from rankagg.io.fields.rowing import ROWING
from rankagg.io.fields.rugby import RUGBY
from rankagg.io.fields.sailing import SAILING
from rankagg.io.fields.scioly import SCIOLY
from rankagg.io.fields.scrabble import SCRABBLE
from rankagg.io.fields.screenplays import SCREENPLAYS
from rankagg.io.fields.seismicnetwork import SEISMICNETWORK
from rankagg.io.fields.seqcore import SEQCORE
from rankagg.io.fields.services import SERVICES
from rankagg.io.fields.shogi import SHOGI
from rankagg.io.fields.shooting import SHOOTING
from rankagg.io.fields.simracing import SIMRACING
from rankagg.io.fields.siteops import SITEOPS
from rankagg.io.fields.skiing import SKIING
from rankagg.io.fields.slam import SLAM
from rankagg.io.fields.sleeplab import SLEEPLAB
from rankagg.io.fields.snooker import SNOOKER
from rankagg.io.fields.socialnews import SOCIALNEWS
from rankagg.io.fields.solarfleet import SOLARFLEET
from rankagg.io.fields.songcontest import SONGCONTEST
from rankagg.io.fields.spectroscopy import SPECTROSCOPY
from rankagg.io.fields.speedcubing import SPEEDCUBING
from rankagg.io.fields.spelling import SPELLING
from rankagg.io.fields.sporttiming import SPORTTIMING
from rankagg.io.fields.spreadsheets import SPREADSHEETS
from rankagg.io.fields.stagelighting import STAGELIGHTING
from rankagg.io.fields.streaming import STREAMING
from rankagg.io.fields.sumo import SUMO
from rankagg.io.fields.surfing import SURFING
from rankagg.io.fields.surveying import SURVEYING
from rankagg.io.fields.swimming import SWIMMING
from rankagg.io.fields.tabletennis import TABLETENNIS
from rankagg.io.fields.telecom import TELECOM
from rankagg.io.fields.tennis import TENNIS
from rankagg.io.fields.tournaments import TOURNAMENTS
from rankagg.io.fields.tradingdesk import TRADINGDESK
from rankagg.io.fields.traffic import TRAFFIC
from rankagg.io.fields.typefoundry import TYPEFOUNDRY
from rankagg.io.fields.typists import TYPISTS
from rankagg.io.fields.venture import VENTURE
from rankagg.io.fields.volleyball import VOLLEYBALL
from rankagg.io.fields.waferprobe import WAFERPROBE
from rankagg.io.fields.wargaming import WARGAMING
from rankagg.io.fields.waterutility import WATERUTILITY
from rankagg.io.fields.weightlifting import WEIGHTLIFTING
from rankagg.io.fields.wikiprojects import WIKIPROJECTS
from rankagg.io.fields.wildfire import WILDFIRE
from rankagg.io.fields.windfarm import WINDFARM
from rankagg.io.fields.winejudging import WINEJUDGING

__all__ = ["FIELDS"]

# the angling field is asked before the epidemiology unit's: an angler-of-the-year line ('Harlan 2025-06-14 1 300': a
# name, an event's date, a place, points) has the shape of a SaTScan population record too (a location, a date, a
# population, a covariate); the narrower form, a capitalised name and a dashed date, goes first.  So is the diving
# field before the field linguists': a DD table's line ('101C forward 1.4 1.2': a dive, its group, two DDs) has the
# shape of a Kaldi segments line (an utterance, a recording, a start and an end)
FIELDS: tuple[Field, ...] = (CYTOMETRY, PATHOLOGY, MOTORSPORT, AGRONOMY, REINSURANCE,
                               OCEANOGRAPHY, DISPATCH, RAILOPS, LABDATA, MUSEUMS,
                               PAYMENTS, TELECOM, RETAIL, ANGLING, EPIDEMIOLOGY, GAMEDEV,
                               SURVEYING, ARCHIVES, DIVING, FIELDLINGUISTICS, ANIMALTRACKING, FITNESS,
                               PCBASSEMBLY, MUSICNOTATION, PRINTING3D, POSTPRODUCTION, PHYLOGENETICS,
                               ACCOUNTING, SPECTROSCOPY, CICD, CRYOEM, MOTIONCAPTURE,
                               WAFERPROBE, ECG, GAMMASPEC, SLAM, TYPEFOUNDRY,
                               MICROSCOPY, METEOROLOGY, FIRMWARE, PSYCHLAB, AUDIOPOST,
                               FORENSICS, BREWING, DRONES, OPHTHALMOLOGY, HAMRADIO,
                               DJING, STAGELIGHTING, SLEEPLAB, EVCHARGING, TRAFFIC,
                               WATERUTILITY, HORSERACING, ORIENTEERING, BRIDGE,
                               SWIMMING, ATHLETICS, SKIING, SAILING, FIGURESKATING,
                               GOLF, CTF, WINEJUDGING, DANCESPORT, CYCLING,
                               COFFEE, POKER, EQUESTRIAN, QUIZBOWL, ARCHERY, BIRDING,
                               FENCING, GO, CROSSWORDS, SCREENPLAYS, SCRABBLE, DEBATE,
                               ROBOTICS, WARGAMING, CRICKET, ROWING, TENNIS, PINBALL,
                               PHOTOGRAPHY, SHOGI, CLIMBING, CITIZENSCIENCE, PARAGLIDING, KARAOKE,
                               SPEEDCUBING, BACKGAMMON, MAHJONG, TYPISTS, DARTS, GYMNASTICS,
                               BOWLING, AGILITY, SONGCONTEST, HACKATHON, BASEBALL, POWERLIFTING,
                               RODEO, SCIOLY, BARBECUE, CURLING, SURFING, DRUMCORPS, LIVESTOCK, PIPING,
                               CHEER, SPELLING, PIGEONS, VOLLEYBALL, JUDO, SHOOTING, BADMINTON, SUMO,
                               TABLETENNIS, ICEHOCKEY, WEIGHTLIFTING, SNOOKER, RUGBY, GRIDIRON,
                               FILMFESTIVAL, FIGHTINGGAMES, COMPPROG, SIMRACING, LLMEVAL, CARDGAMES,
                               FPVRACING, RHYTHMGAMES, MODDING, FESTIVALBOOKING, MAPPING, STREAMING,
                               FOOTBALL, SOCIALNEWS, POKEMONVGC, DISCGOLF, ROCKETRY,
                               BEEKEEPING, OTHELLO, CANOESLALOM, COMBATJUDGING,
                               METEORS, BIATHLON, ADMISSIONS, VENTURE, HANDBALL, WIKIPROJECTS, LIBRARIES,
                               MARKETPLACE, ANIME, PRODUCTTEAMS, LOCALIZATION, CHESS, BUGBOUNTY, CITYSERVICES,
                               HIKING, ASTROIMAGING, LANGUAGEDECKS, CLINICALTRIALS, TRADINGDESK, PODCASTS,
                               SOLARFLEET, NEWSROOM, FLIGHTSCHOOL, FORMULARY, SITEOPS, BIKESHARE,
                               WILDFIRE, AVALANCHE, DATACENTRE, AIRQUALITY, GENOMICSURVEILLANCE,
                               RADIO, ARCHAEOLOGY, LEGISLATURE, PACKAGES, CRASHTRIAGE, OPENDATA,
                               HPCALLOCATION, HOMEENERGY, DELIVERABILITY, ACCESSIBILITY, FREIGHT, FINOPS,
                               QUERYPERF, SEQCORE, BATTERYLAB, LEGALBILLING, RADIOTHERAPY, HYDROLOGY,
                               MOLDYNAMICS, WINDFARM, EXOPLANETS, BRIDGEINSPECTION, SEISMICNETWORK, PROTEOMICSCORE,
                               BIBLIOMETRICS, HUMANITARIANSURVEYS, PRIORART, PALEOCLIMATE,
                               CRYSTALLOGRAPHY, GEODESY, PULSARTIMING, FISHERIES, GLACIOLOGY, HYDROGRAPHY,
                               SPELEOLOGY, COLOURQA,
                               TOURNAMENTS,
                               SPORTTIMING,
                               DATABASES, PROGRAMS, MEDIA, SERVICES, CALENDARS, SPREADSHEETS, NUMBERS)
